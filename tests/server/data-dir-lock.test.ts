/**
 * One server process per data folder: a second one started on the same
 * DATA_DIR (a second `npm run serve`, an overlapping deploy) stops at once
 * instead of handing out the same ids, and a lock left by a killed process
 * does not block the next start.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, uptime } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock';
import { readProcStat } from '../../server/proc-stat';
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

  it('tells a live owner from a process that reuses its pid by the start time in /proc (Linux)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'voyance-lock-pid-'));
    try {
      const file = join(folder, LOCK_FILE);
      const ownStart = readProcStat(process.pid)(22);
      // Field 22 is when the process started, in clock ticks since boot.
      const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
      expect(Math.abs(Number(ownStart) / ticksPerSecond - (uptime() - process.uptime()))).toBeLessThan(2);
      // The pid is alive (this process) and started when the lock says: it holds the folder.
      writeFileSync(file, JSON.stringify({ pid: process.pid, startTime: ownStart, token: 'holder' }));
      expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
      // The same pid with another start time is another program now: the lock is stale and taken over.
      writeFileSync(file, JSON.stringify({ pid: process.pid, startTime: String(Number(ownStart) - 1), token: 'gone' }));
      const lock = lockDataDir(folder);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, startTime: ownStart });
      lock.release();
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
