/**
 * One server process per data folder: a second one started on the same
 * DATA_DIR (a second `npm run serve`, an overlapping deploy) stops at once
 * instead of handing out the same ids, and a lock left by a killed process
 * does not block the next start.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { exitOf, runMain, startServerProcess } from '../helpers/server-process';
import { seededFolderCopy } from '../helpers/seeded-folder';

const dataDir = seededFolderCopy('voyance-lock-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('refuses a second process on the same folder, naming the folder and the holder; a kill -9 leaves no blocking lock', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir }, 150_000);
    try {
      const second = runMain({ DATA_DIR: dataDir });
      let stderr = '';
      let stdout = '';
      second.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      second.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      // Today's defect: the second one starts too. Give it 60 s (a loaded machine) to stop, then fail.
      const exited = await Promise.race([exitOf(second), new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000))]);
      if (exited === 'running') second.kill('SIGKILL');
      expect(exited).toBe(1);
      // "At once": before opening the database or listening, not after a timeout.
      expect(stdout).not.toMatch(/listening/i);
      expect(stderr).toContain('déjà utilisé');
      expect(stderr).toContain(dataDir);
      expect(stderr).toContain(`pid ${first.child.pid}`);
      // The first one still serves.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      // Killed without a chance to clean up: its lock file stays behind, stale.
      await first.stop('SIGKILL');
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const third = await startServerProcess({ DATA_DIR: dataDir }, 150_000);
    expect((await fetch(`${third.url}/api/users`)).status).toBe(200);
    expect(await third.stop('SIGTERM')).toBe(0);
    // A clean stop removes the lock.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 400_000);
});
