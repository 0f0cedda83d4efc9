/**
 * `npm run db:restore FICHIER`: puts a backup of `npm run db:backup` into an
 * empty data folder (DATA_DIR) or an empty PostgreSQL database (DATABASE_URL);
 * refuses anything not empty. Start the server on it afterwards.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { IN_MEMORY } from '../server/db/open';
import { paths } from '../server/paths';
import { OperatorError, operatorPath, runScript } from './backup/cli';
import { notEmptyMessage, restorePglite } from './backup/pglite-restore';
import { isEmptyPostgres, pgRestore } from './backup/postgres-tools';

runScript(async ([file]) => {
  if (!file) throw new OperatorError('indiquez le fichier à restaurer : npm run db:restore <fichier de sauvegarde>');
  const source = operatorPath(file);
  if (!existsSync(source)) throw new OperatorError(`le fichier de sauvegarde ${source} n’existe pas.`);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    if (!(await isEmptyPostgres(config.DATABASE_URL))) throw new OperatorError(notEmptyMessage('la base PostgreSQL de DATABASE_URL'));
    await pgRestore(config.DATABASE_URL, source);
    return `${source} restaurée dans la base PostgreSQL ; le serveur peut démarrer.`;
  }
  if (config.DATA_DIR === IN_MEMORY) throw new OperatorError('DATA_DIR=memory:// : indiquez un dossier de données vide où restaurer.');
  const folder = paths.resolveFromRoot(config.DATA_DIR);
  await restorePglite(source, folder);
  return `${source} restaurée dans ${folder} ; le serveur peut démarrer (DATA_DIR=${folder}).`;
});
