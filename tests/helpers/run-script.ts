/** Runs one of the project's scripts (scripts/*.ts) as the operator would, and collects what it printed. */
import { join } from 'node:path';
import { inject } from 'vitest';
import { exitOf, spawnNode } from '../../scripts/node-process';
import { LIFTOFF_ONLY } from '../../scripts/server-command';

/**
 * The entry points tests start as processes, and their bundles' names:
 * tests/setup/global-setup.ts bundles them from the sources once per run.
 */
export const BUNDLED_ENTRIES = {
  'server/main.ts': 'main',
  'scripts/operator.ts': 'operator',
  'scripts/db-backup.ts': 'db-backup',
  'scripts/db-restore.ts': 'db-restore',
} as const;

export type BundledEntry = keyof typeof BUNDLED_ENTRIES;

/**
 * Node's arguments that run `source`: this run's bundle of it, which starts
 * without transpiling anything (about 1 s of CPU less for the operator
 * command, 2 to 3 s for the server), else the source through tsx as
 * `npm run operator` does (a project without the global setup).
 */
export function entryArgs(source: string): string[] {
  const bundles = inject('entryBundles');
  const name = (BUNDLED_ENTRIES as Record<string, string>)[source];
  return bundles && name ? [join(bundles, `${name}.mjs`)] : ['--import', 'tsx', source];
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ScriptOptions {
  /** Written to the script's standard input, then closed; without it the script reads an empty one. */
  input?: string;
}

/**
 * A script's process opens PGlite and ends about a second later: too soon for
 * the WebAssembly TurboFan compiles beside the baseline code to pay back. The
 * server's own flag (scripts/server-command.ts) spares that work, about 0.5 s
 * of CPU a run (the operator's: 1.3 s of CPU instead of 0.8) and changes
 * nothing the script does.
 */
const SCRIPT_NODE_FLAGS = [LIFTOFF_ONLY];

export async function runProjectScript(script: string, args: string[], env: Record<string, string>, { input }: ScriptOptions = {}): Promise<ScriptRun> {
  const child = spawnNode([...SCRIPT_NODE_FLAGS, ...entryArgs(script), ...args], env, input === undefined ? 'ignore' : 'pipe');
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin?.end(input);
  const code = await exitOf(child);
  return { code, stdout, stderr };
}
