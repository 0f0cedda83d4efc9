import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { AdvisorList } from '../../contract/schemas';
import { startPostgres, type PostgresServer } from '../helpers/postgres';

const started = await startPostgres();
const server: PostgresServer | null = 'url' in started ? started : null;
if (!server) console.warn(`[voyance] PostgreSQL test skipped: ${'unavailable' in started ? started.unavailable : ''}`);

afterAll(() => server?.stop());

describe.skipIf(!server)('with DATABASE_URL on PostgreSQL', () => {
  it('runs the same migrations, seeds the catalogue once and serves it', async () => {
    const config = testConfig({ DATABASE_URL: server!.url });
    const first = await createApp(config);
    const users = await first.inject({ method: 'GET', url: '/api/users' });
    expect(users.statusCode).toBe(200);
    const list = z.parse(AdvisorList, users.json());
    expect(list.length).toBeGreaterThanOrEqual(32);
    const health = await first.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'ok', kind: 'postgres' } });
    await first.close();

    // A second start finds the tables and the catalogue and changes nothing.
    const second = await createApp(config);
    const again = z.parse(AdvisorList, (await second.inject({ method: 'GET', url: '/api/users' })).json());
    expect(again).toEqual(list);
    await second.close();
  });
});
