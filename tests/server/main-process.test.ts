import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/open';
import { advisors } from '../../server/db/schema';
import { exitOf, runMain, startServerProcess } from '../helpers/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'voyance-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://somewhere'],
  ])('stops with a clear message and exit code 1 when %s=%s', async (name, value) => {
    const child = runMain({ [name]: value });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('Configuration invalide');
    expect(stderr).toContain(name);
  });

  it('creates and seeds its data directory, serves over HTTP, stops on SIGTERM and finds its data again', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect(first.output()).toContain('catalogue seeded');
    const response = await fetch(`${first.url}/api/users`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: number; title: string | null }[];
    expect(list.length).toBeGreaterThanOrEqual(32);
    expect(await first.stop('SIGTERM')).toBe(0);

    // Change the data while the server is down: the restarted server must serve the change, not a new seed.
    const database = await openDatabase({ dataDir });
    await database.db.update(advisors).set({ title: 'Titre modifié pendant l’arrêt' }).where(eq(advisors.id, list[0]!.id));
    await database.close();

    const second = await startServerProcess({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('catalogue seeded');
    const again = (await (await fetch(`${second.url}/api/users/${list[0]!.id}`)).json()) as { title: string };
    expect(again.title).toBe('Titre modifié pendant l’arrêt');
    expect(await second.stop('SIGINT')).toBe(0);
  }, 120_000);
});
