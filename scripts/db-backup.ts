/**
 * `npm run db:backup [FICHIER]`: a consistent archive of the product's
 * database, taken while the server runs (README, "Backups"). PGlite: a gzipped
 * tar of its data folder; PostgreSQL (DATABASE_URL): pg_dump's custom format.
 */
import { loadConfig } from '../server/config';
import { IN_MEMORY } from '../server/db/open';
import { paths } from '../server/paths';
import { defaultBackupFile, OperatorError, operatorPath, runScript, writeWhole } from './backup/cli';
import { backupPglite } from './backup/pglite-backup';
import { pgDump } from './backup/postgres-tools';

runScript(async ([file]) => {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    const target = file ? operatorPath(file) : defaultBackupFile('dump');
    await writeWhole(target, (partial) => pgDump(url, partial));
    return `sauvegarde de la base PostgreSQL écrite dans ${target}`;
  }
  if (config.DATA_DIR === IN_MEMORY) throw new OperatorError('DATA_DIR=memory:// : la base est en mémoire, il n’y a rien à sauvegarder.');
  const folder = paths.resolveFromRoot(config.DATA_DIR);
  const target = file ? operatorPath(file) : defaultBackupFile('tar.gz');
  const by = await backupPglite(folder, target);
  return `sauvegarde de ${folder} écrite dans ${target} (copie faite par ${by})`;
});
