/**
 * The database as the server opens it (DATABASE_URL, else DATA_DIR), for the
 * operator command. The embedded database's folder belongs to one process: if
 * the server holds it, the command says so plainly, names that process, and
 * touches nothing. With PostgreSQL it runs while the servers do.
 */
import { readFileSync } from 'node:fs';
import type { Config } from '../../server/config';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { IN_MEMORY, openDatabase, type Database } from '../../server/db/open';
import { OperatorError } from '../backup/cli';

const NNBSP = '\u202f';

const IN_MEMORY_MESSAGE = `DATA_DIR=memory://${NNBSP}: la base est en mémoire, un compte créé ici disparaîtrait aussitôt. Indiquez le DATA_DIR du serveur, ou DATABASE_URL.`;

/** What started a process (/proc/<pid>/cmdline), shortened; null where it cannot be read. */
function commandOf(pid: number): string | null {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return command ? (command.length > 120 ? `${command.slice(0, 119)}…` : command) : null;
  } catch {
    return null;
  }
}

function serverRunningMessage(error: DataDirLockedError): string {
  const command = commandOf(error.ownerPid);
  const holder = command ? `le processus ${error.ownerPid} (${command})` : `le processus ${error.ownerPid}`;
  return (
    `Le dossier de données ${error.folder} est ouvert par ${holder}, sans doute le serveur. ` +
    `Arrêtez d’abord le serveur, puis relancez cette commande${NNBSP}: rien n’a été modifié. ` +
    '(Avec DATABASE_URL, la commande fonctionne pendant que le serveur tourne.)'
  );
}

export async function openOperatorDatabase(config: Config): Promise<Database> {
  if (!config.DATABASE_URL && config.DATA_DIR === IN_MEMORY) throw new OperatorError(IN_MEMORY_MESSAGE);
  try {
    return await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new OperatorError(serverRunningMessage(error));
    throw error;
  }
}
