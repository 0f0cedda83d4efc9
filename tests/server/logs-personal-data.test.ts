/**
 * What a visitor writes never reaches the logs (GDPR): a failed insert is
 * logged with its error codes and the request id, not with the query's
 * parameters. The real server process, its real log output, a real
 * PostgreSQL stopped under it.
 */
import { startPostgres, type PostgresServer } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { settledLog, VISITOR_CONTACT as CONTACT, VISITOR_QUESTION as QUESTION, VISITOR_SECRETS } from '../helpers/server-log';

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] log privacy test skipped: ${'unavailable' in started ? started.unavailable : ''}`);

describe.skipIf(!postgres)('log privacy', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: postgres!.url, LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1000' }, 150_000);
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('logs the failure of an insert with codes only, never the values sent', async () => {
    postgres!.stop();
    const post = (url: string, body: object) =>
      fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/contact', CONTACT)).status).toBe(503);
    expect((await post('/api/questions', QUESTION)).status).toBe(503);

    const log = await settledLog(server);
    expect(log).toContain('contact message not stored');
    // The request's id ties the line to its request (and to its access line at debug).
    expect(log.split('\n').find((line) => line.includes('contact message not stored'))).toMatch(/"reqId":"req-\w+"/);
    expect(log).toContain('ECONNREFUSED');
    for (const value of VISITOR_SECRETS) expect(log, value).not.toContain(value);
  }, 60_000);
});
