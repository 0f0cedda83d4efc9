/**
 * Restore of the embedded database into an empty data folder: PGlite loads
 * the archive (its loadDataDir option), replays the WAL it holds, and is
 * closed; the server then starts on the folder as on any other.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { archiveToTar } from '../../server/db/backup-archive';
import { lockDataDir } from '../../server/db/data-dir-lock';
import { pgliteLocation } from '../../server/db/open';
import { createPglite } from '../../server/db/pglite-settings';
import { OperatorError } from './cli';

export const notEmptyMessage = (what: string) =>
  `${what} n’est pas vide : une restauration n’écrit que dans un dossier ou une base vide, pour ne jamais écraser des données. ` +
  'Indiquez un emplacement vide (DATA_DIR ou DATABASE_URL), ou déplacez celui-ci après l’avoir sauvegardé.';

export async function restorePglite(file: string, folder: string): Promise<void> {
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new OperatorError(notEmptyMessage(`le dossier de données ${folder}`));
  let tar: Blob;
  try {
    tar = archiveToTar(readFileSync(file));
  } catch (error) {
    throw new OperatorError(`impossible de lire la sauvegarde ${file} : ${(error as Error).message}`);
  }
  mkdirSync(folder, { recursive: true });
  // No server may start on the folder while it is being filled.
  const lock = lockDataDir(folder);
  try {
    const pglite = await createPglite(pgliteLocation(folder), { loadDataDir: tar });
    await pglite.query('select 1');
    await pglite.close();
  } catch (error) {
    rmSync(pgliteLocation(folder), { recursive: true, force: true });
    throw new OperatorError(`restauration impossible depuis ${file} (${(error as Error).message}) ; le dossier ${folder} est laissé vide.`);
  } finally {
    lock.release();
  }
}
