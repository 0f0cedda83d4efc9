/**
 * One process per data folder. PGlite has no lock of its own: two processes
 * opening the same folder each hand out the same ids, each answer 201, and
 * half of the acknowledged writes are lost. Node has no flock, so the lock is
 * a file created atomically (written whole under a temporary name, then
 * hard-linked to its final name, which fails if it exists) holding the
 * owner's pid, its start time and a random token.
 *
 * A lock whose owner is gone (kill -9, a power cut) is stale and taken over:
 * the owner is alive only if its pid exists AND started when the lock says
 * (/proc/<pid>/stat), so a pid reused by another program does not block a start.
 */
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readProcStat } from '../proc-stat';

export const LOCK_FILE = 'voyance.lock';

interface LockOwner {
  pid: number;
  /** Start time of the process (clock ticks since boot, /proc/<pid>/stat), or null off Linux. */
  startTime: string | null;
  token: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `le dossier de données ${folder} est déjà utilisé par un autre processus du serveur (pid ${ownerPid}). ` +
        'Arrêtez ce processus, ou donnez à celui-ci un autre DATA_DIR.',
    );
  }
}

function startTimeOf(pid: number): string | null {
  try {
    return readProcStat(pid)(22) ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid exists but belongs to another user; it may be the owner.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.startTime === null) return true;
  return startTimeOf(owner.pid) === owner.startTime;
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    // Missing, or unreadable (not written by this code): treated as no owner.
    return null;
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the folder's lock or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(folder: string): DataDirLock {
  const file = join(folder, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, startTime: startTimeOf(process.pid), token: randomUUID() };
  const temporary = `${file}.${me.token}`;
  writeFileSync(temporary, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temporary, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const owner = readOwner(file);
      if (owner && isAlive(owner)) throw new DataDirLockedError(folder, owner.pid);
      removeStale(file, owner);
    }
  } finally {
    unlinkSync(temporary);
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    // Only our own lock: never one a later process took over.
    if (readOwner(file)?.token === me.token) unlinkSync(file);
    process.off('exit', release);
  };
  // A process that exits without closing its database still frees the folder.
  process.on('exit', release);
  return { release };
}

/**
 * Moves the stale lock aside under a unique name, then checks it moved the one
 * it judged stale: two processes starting together must not remove the lock
 * the faster one has just taken. If it was not, it is put back.
 */
function removeStale(file: string, stale: LockOwner | null): void {
  const aside = `${file}.stale.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Already moved by another starting process.
  }
  const moved = readOwner(aside);
  if (moved?.token !== stale?.token) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone locked meanwhile: their lock stands, the next attempt sees it.
    }
  }
  unlinkSync(aside);
}
