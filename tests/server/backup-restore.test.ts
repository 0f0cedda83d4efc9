/**
 * Backups (README, "Backups"): `npm run db:backup` copies the embedded
 * database of a running server that keeps taking writes, and every row
 * acknowledged before the backup began is in the copy; `npm run db:restore`
 * puts it into an empty folder, where the server starts; a folder that is not
 * empty is refused. With DATABASE_URL, the same through pg_dump/pg_restore.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/open';
import { contactMessages } from '../../server/db/schema';
import { startPostgres, type PostgresServer } from '../helpers/postgres';
import { runProjectScript } from '../helpers/run-script';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { seededFolderCopy } from '../helpers/seeded-folder';

const BACKUP = 'scripts/db-backup.ts';
const RESTORE = 'scripts/db-restore.ts';
const WRITERS = 4;

const folders: string[] = [];
const newFolder = (name: string) => {
  const folder = mkdtempSync(join(tmpdir(), `voyance-${name}-`));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const pgliteEnv = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' });

interface Acknowledged {
  id: number;
  /** When the 201 reached the client. */
  at: number;
}

/** Writers posting contact messages until stopped; every 201 is recorded with its time. */
function writeContinuously(server: ServerProcess) {
  const acknowledged: Acknowledged[] = [];
  const refused: string[] = [];
  let running = true;
  let sent = 0;
  const writer = async () => {
    while (running) {
      const i = sent++;
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Sauvegarde Test', email: `sauvegarde${i}@example.fr`, message: `Message pendant la sauvegarde numéro ${i}.` }),
      });
      const text = await response.text();
      if (response.status === 201) acknowledged.push({ id: (JSON.parse(text) as { id: number }).id, at: Date.now() });
      else refused.push(`${response.status} ${text}`);
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, writer));
  return {
    acknowledged,
    refused,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function storedIds(dataDir: string, ids: number[]): Promise<number[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, ids));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  } finally {
    await database.close();
  }
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('backups of the embedded database', () => {
  it('a backup taken while the server takes writes holds every row acknowledged before it began; the server starts on its restore', async () => {
    // The seeded catalogue, copied: the server opens it at once instead of creating a cluster.
    const source = seededFolderCopy('voyance-backup-source-');
    folders.push(source);
    const archive = join(newFolder('backup-files'), 'sauvegarde.tar.gz');
    const server = await startServerProcess(pgliteEnv(source), 150_000);
    const writes = writeContinuously(server);
    let before: number[];
    try {
      while (writes.acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const backupBegan = Date.now();
      before = writes.acknowledged.filter((ack) => ack.at < backupBegan).map((ack) => ack.id);
      const backup = await runProjectScript(BACKUP, [archive], pgliteEnv(source));
      const backupEnded = Date.now();
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('copie faite par le serveur en marche');
      // The writes went on while the copy was made.
      expect(writes.acknowledged.filter((ack) => ack.at > backupBegan && ack.at < backupEnded).length).toBeGreaterThan(0);
    } finally {
      await writes.stop();
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    expect(writes.refused).toEqual([]);

    const restored = join(newFolder('backup-restored'), 'donnees');
    const restore = await runProjectScript(RESTORE, [archive], pgliteEnv(restored));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    // The server starts on the restored folder and goes on writing after the restored rows.
    const again = await startServerProcess(pgliteEnv(restored), 150_000);
    try {
      expect(((await (await fetch(`${again.url}/api/health`)).json()) as { status: string }).status).toBe('ok');
      expect((await fetch(`${again.url}/api/users`)).status).toBe(200);
      const next = await fetch(`${again.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Après Restauration', email: 'apres@example.fr', message: 'Premier message après la restauration.' }),
      });
      expect(next.status).toBe(201);
      expect(((await next.json()) as { id: number }).id).toBeGreaterThan(Math.max(...before));
    } finally {
      expect(await again.stop('SIGTERM')).toBe(0);
    }
    expect(await storedIds(restored, before)).toEqual(sorted(before));

    // With no server running, the script opens the folder itself: everything acknowledged is in that copy.
    const offline = join(newFolder('backup-files'), 'hors-ligne.tar.gz');
    const cold = await runProjectScript(BACKUP, [offline], pgliteEnv(source));
    expect(cold.code).toBe(0);
    expect(cold.stdout).toContain('copie faite par le dossier');
    const coldRestored = newFolder('backup-cold');
    expect((await runProjectScript(RESTORE, [offline], pgliteEnv(coldRestored))).code).toBe(0);
    const all = writes.acknowledged.map((ack) => ack.id);
    expect(await storedIds(coldRestored, all)).toEqual(sorted(all));
  }, 600_000);

  it('restore refuses a folder that is not empty, in French, with exit code 1, and leaves it as it was', async () => {
    const occupied = newFolder('backup-occupied');
    writeFileSync(join(occupied, 'notes.txt'), 'à garder');
    const archive = join(newFolder('backup-files'), 'quelconque.tar.gz');
    writeFileSync(archive, 'pas une vraie sauvegarde');
    const restore = await runProjectScript(RESTORE, [archive], pgliteEnv(occupied));
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`le dossier de données ${occupied} n’est pas vide`);
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
  }, 60_000);

  it('with DATABASE_URL and no pg_dump on the machine, says what to install', async () => {
    const backup = await runProjectScript(BACKUP, [join(newFolder('backup-files'), 'pg.dump')], {
      DATABASE_URL: 'postgres://voyance@127.0.0.1:1/voyance',
      PATH: '/nonexistent',
    });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump est introuvable : installez le client PostgreSQL');
  }, 60_000);
});

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] PostgreSQL backup test skipped: ${'unavailable' in started ? started.unavailable : ''}`);
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)('backups with DATABASE_URL', () => {
  it('pg_dump then pg_restore into an empty database keeps the rows; a database that is not empty is refused', async () => {
    const sourceUrl = postgres!.url;
    const database = await openDatabase({ url: sourceUrl });
    const ids = (
      await database.db
        .insert(contactMessages)
        .values([1, 2, 3].map((i) => ({ name: 'Postgres Test', email: `pg${i}@example.fr`, message: `Message PostgreSQL ${i}.` })))
        .returning({ id: contactMessages.id })
    ).map((row) => row.id);
    await database.close();

    const archive = join(newFolder('backup-files'), 'base.dump');
    const backup = await runProjectScript(BACKUP, [archive], { DATABASE_URL: sourceUrl });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);

    const refused = await runProjectScript(RESTORE, [archive], { DATABASE_URL: sourceUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('la base PostgreSQL de DATABASE_URL n’est pas vide');

    const admin = new pg.Client({ connectionString: sourceUrl });
    await admin.connect();
    await admin.query('create database restauree');
    await admin.end();
    const restoredUrl = sourceUrl.replace(/\/postgres$/, '/restauree');
    const restore = await runProjectScript(RESTORE, [archive], { DATABASE_URL: restoredUrl });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await openDatabase({ url: restoredUrl });
    try {
      const rows = await restored.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, ids));
      expect(sorted(rows.map((row) => row.id))).toEqual(sorted(ids));
    } finally {
      await restored.close();
    }
  }, 120_000);
});
