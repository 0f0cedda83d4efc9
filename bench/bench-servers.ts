/**
 * The built servers the live and chat benches measure, each in its own
 * process (so that the clients' memory is not counted as the server's), on
 * loopback, and the plain-http event streams their clients hold.
 */
import { rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { SERVER_ARGS } from '../scripts/server-command';
import { startNodeServer, type ServerProcess } from '../scripts/node-process';
import { openDatabase, type AppDb } from '../server/db/open';
import { insertConsoleSession, seededDataDir } from '../tests/helpers/console-session-row';
import { startPostgres } from '../tests/helpers/postgres';
import { eventStreamParser, type StreamEvent } from '../widgets/core/event-stream';

/** One loopback client plays thousands of visitors: every per-client limit is lifted. */
const LIFTED_LIMITS = { LIVE_STREAMS_PER_CLIENT: '1000000', RATE_LIMIT_PER_MINUTE: '1000000', CHAT_MESSAGES_PER_MINUTE: '1000000' };

const startBenchServer = (env: Record<string, string>) =>
  startNodeServer([...SERVER_ARGS], { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...LIFTED_LIMITS, ...env }, 120_000);

/**
 * Runs `work` on one built server over a seeded data folder of its own,
 * given an admin's session cookie; `prepare` writes into the folder first
 * (the embedded database belongs to the server once it runs).
 */
export async function onSeededServer<T>(
  prefix: string,
  work: (server: ServerProcess, adminCookie: string) => Promise<T>,
  prepare?: (db: AppDb) => Promise<void>,
  /** More of the server's environment (a secret its routes need). */
  env: Record<string, string> = {},
): Promise<T> {
  const { dataDir, cookie } = await seededDataDir(prefix);
  let server: ServerProcess | undefined;
  try {
    if (prepare) {
      const database = await openDatabase({ dataDir });
      await prepare(database.db).finally(() => database.close());
    }
    server = await startBenchServer({ ...env, DATA_DIR: dataDir });
    return await work(server, cookie);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `work` on two built servers, A and B, sharing one throwaway
 * PostgreSQL, given an admin's session cookie and the database to prepare
 * rows with; none without PostgreSQL's binaries (said on the console).
 */
export async function onTwoServers<T>(
  label: string,
  work: (a: ServerProcess, b: ServerProcess, adminCookie: string, db: AppDb) => Promise<T[]>,
): Promise<T[]> {
  const started = await startPostgres();
  if (!('url' in started)) {
    console.warn(`[bench] ${label}, two instances skipped: ${started.unavailable}`);
    return [];
  }
  const servers: ServerProcess[] = [];
  const database = await openDatabase({ url: started.url }).catch((error: unknown) => {
    started.stop();
    throw error;
  });
  try {
    const env = { DATABASE_URL: started.url };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startBenchServer(env));
    servers.push(await startBenchServer(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    return await work(a, b, await insertConsoleSession(database.db, 'admin'), database.db);
  } finally {
    await database.close();
    await Promise.all(servers.map((server) => server.stop()));
    started.stop();
  }
}

/**
 * An event stream opened by plain http (thousands of fetch streams cost the
 * bench more than the server); resolves once its first event arrived.
 * `onEvent` sees every event with the time it arrived.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}, onEvent?: (event: StreamEvent, at: number) => void): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    let at = 0;
    const parse = eventStreamParser((event) => {
      onEvent?.(event, at);
      resolve(req);
    });
    const req = request(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        at = performance.now();
        parse(chunk);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens `count` of `open`, `batch` at a time (a burst of thousands overflows the listen backlog). */
export async function openInBatches<T>(count: number, batch: number, open: () => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  while (opened.length < count) opened.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - opened.length) }, open))));
  return opened;
}
