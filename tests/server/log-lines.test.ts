/**
 * Every line the server writes is one of its logger's JSON lines, and none
 * holds what a visitor sent (issue 37 point 2). An outside probe wrote a
 * fatal-looking line of its own into the log with a profile address whose
 * slug held a newline and JSON, and put an e-mail address there with another:
 * the widgets, drawing the page on the server, printed the slug they could
 * not find. The real server process, at trace (its access log on), on a
 * seeded data folder; its whole output is read back. (Where it listens is a
 * JSON line at `warn` too: every built product the browser tests start, at
 * `warn`, is found by that line, scripts/node-process.ts.)
 */
import { rmSync } from 'node:fs';
import { exitOf, runMain, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { settledLog } from '../helpers/server-log';
import { seededFolderCopy } from '../helpers/seeded-folder';

/** What the probe sent, and what must not come back out: its pieces as they read decoded and encoded. */
const FORGED_LINE = encodeURIComponent('x\n{"level":60,"time":1,"msg":"FORGED line"}\nz');
const VISITOR_PATHS = [
  `/consultant-profile/${FORGED_LINE}`,
  '/consultant-profile/jean.dupont%40gmail.com',
  `/api/users/by-slug/${FORGED_LINE}`,
  '/api/users/by-slug/jean.dupont%40gmail.com',
  '/horoscopes/jean.dupont%40gmail.com',
  '/jean.dupont%40gmail.com/FORGED',
  '/api/voyants/jean.dupont%40gmail.com',
];
const NEVER_LOGGED = ['FORGED', 'jean.dupont', 'gmail', '%40'];

/** Each line of `output` parsed as JSON: a line that is not one fails with it quoted. */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a line of the log is not JSON: ${line}`);
      }
    });
}

describe('the server’s log', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = seededFolderCopy('voyance-log-lines-');
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'trace', RATE_LIMIT_PER_MINUTE: '1000' }, 150_000);
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds only JSON lines and nothing of the addresses visitors asked for', async () => {
    for (const path of VISITOR_PATHS) {
      const response = await fetch(server.url + path, { headers: { accept: '*/*' } });
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
    }
    await settledLog(server);
    const lines = jsonLines(server.output());
    // The access log is on: each request left a line, by its route.
    const routes = lines.filter((line) => line.msg === 'request').map((line) => (line.req as { route: string }).route);
    expect(routes).toEqual(expect.arrayContaining(['/consultant-profile/:slug?', '/api/users/by-slug/:slug', 'other']));
    for (const line of lines) {
      expect(typeof line.level, JSON.stringify(line)).toBe('number');
      for (const text of NEVER_LOGGED) expect(JSON.stringify(line), text).not.toContain(text);
    }
    // No line passes for another: none but the server's own is fatal.
    expect(lines.filter((line) => line.level === 60)).toEqual([]);
  });

  it('stops on a bad setting with one JSON line on standard error that names the variable', async () => {
    const child = runMain({ PORT: 'not-a-port' });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    const [line, ...rest] = jsonLines(stderr);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 60 });
    expect(line!.msg).toContain('Configuration invalide');
    expect(line!.msg).toContain('PORT');
  });
});
