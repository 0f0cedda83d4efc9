/**
 * How `npm run db:backup` gets a consistent archive from a running server:
 * the server holds the data folder's lock (data-dir-lock.ts), so no other
 * process may open the database. It answers `GET /dump` on a Unix socket
 * inside the data folder, in a subfolder only its own user can enter (0700):
 * nothing is exposed on the network, and the operating system checks who
 * asks. Whoever can reach the socket can already read the database files.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { dumpArchive } from './backup-archive';

/** The socket's path for a data folder (the backup script finds it here). */
export const backupSocketPath = (folder: string) => join(folder, 'operator', 'backup.sock');

/** Linux's limit on a socket path (sun_path holds 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Serves archives of pglite on the folder's socket. Called with the folder's
 * lock held, so a socket file left there is a dead server's and is replaced.
 * A socket that cannot be opened does not stop the server: a warning says why.
 */
export async function serveBackups(folder: string, pglite: PGlite): Promise<BackupSocket> {
  const socket = backupSocketPath(folder);
  if (socket.length > MAX_SOCKET_PATH) {
    process.emitWarning(`sauvegarde à chaud impossible : le chemin ${socket} dépasse ${MAX_SOCKET_PATH} caractères`);
    return { close: async () => {} };
  }
  const operatorFolder = join(folder, 'operator');
  mkdirSync(operatorFolder, { recursive: true, mode: 0o700 });
  chmodSync(operatorFolder, 0o700);
  rmSync(socket, { force: true });

  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/dump') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Seul GET /dump existe ici.');
      return;
    }
    dumpArchive(pglite)
      .then((archive) => {
        response.writeHead(200, { 'content-type': 'application/gzip' });
        return pipeline(archive, response);
      })
      .catch((error: unknown) => {
        // Mid-stream, the connection is cut: the script sees an incomplete archive and says so.
        if (response.headersSent) return void response.destroy();
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`échec de la copie : ${error instanceof Error ? error.message : String(error)}`);
      });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
  } catch (error) {
    process.emitWarning(`sauvegarde à chaud impossible sur ${socket} : ${(error as Error).message}`);
    return { close: async () => {} };
  }
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
