/**
 * Backup of the embedded database. A running server holds the folder's lock
 * and is the only process that may read its database: it is asked for the
 * archive on its socket (server/db/backup-socket.ts). With no server, the
 * script takes the lock itself, so that none starts meanwhile, and dumps.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { archiveToTar, dumpArchive } from '../../server/db/backup-archive';
import { backupSocketPath } from '../../server/db/backup-socket';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';
import { pgliteLocation } from '../../server/db/open';
import { hasCluster } from '../../server/db/pglite-initdb';
import { createPglite } from '../../server/db/pglite-settings';
import { OperatorError, streamToFile, writeWhole } from './cli';

/** Writes the archive of folder's database to file; says who made it. */
export async function backupPglite(folder: string, file: string): Promise<'le serveur en marche' | 'le dossier'> {
  const location = pgliteLocation(folder);
  if (!hasCluster(location)) throw new OperatorError(`aucune base de données dans ${folder} (DATA_DIR) : rien à sauvegarder.`);
  let lock;
  try {
    lock = lockDataDir(folder);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await writeWhole(file, async (partial) => {
      await fromServer(folder, partial);
      checked(partial);
    });
    return 'le serveur en marche';
  }
  try {
    const pglite = await createPglite(location);
    try {
      await writeWhole(file, async (partial) => {
        await streamToFile(await dumpArchive(pglite), partial);
        checked(partial);
      });
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
  return 'le dossier';
}

/** An archive cut short (a server stopped mid-copy) fails here, before it takes its final name. */
function checked(partial: string): void {
  try {
    archiveToTar(readFileSync(partial));
  } catch (error) {
    throw new OperatorError(`la copie reçue est incomplète (${(error as Error).message}) : recommencez la sauvegarde.`);
  }
}

function fromServer(folder: string, partial: string): Promise<void> {
  const socketPath = backupSocketPath(folder);
  return new Promise((resolve, reject) => {
    const ask = request({ socketPath, path: '/dump' }, (answer) => {
      if (answer.statusCode === 200) return void streamToFile(answer, partial).then(resolve, reject);
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => reject(new OperatorError(`le serveur n’a pas pu faire la copie (${answer.statusCode}) : ${text}`)));
    });
    ask.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new OperatorError(
          `un serveur tient ${folder} mais ne répond pas sur ${socketPath} (${error.code ?? error.message}) : ` +
            'est-il d’une version sans sauvegarde à chaud ? Redémarrez-le, ou arrêtez-le et relancez la sauvegarde.',
        ),
      ),
    );
    ask.end();
  });
}
