/**
 * A new data folder holding the seeded catalogue, copied from the one that
 * tests/setup/global-setup.ts built for the run: a server process started on
 * it opens an existing cluster (under a second) instead of creating one.
 * The caller removes the folder.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** `seeded`: the run's folder, given by a global setup (which has no inject()). */
export function seededFolderCopy(prefix: string, seeded: string = inject('seededDataFolder')): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  cpSync(seeded, folder, { recursive: true });
  return folder;
}
