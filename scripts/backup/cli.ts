/** What the two database scripts share: paths as the operator typed them, French failures, atomic writes. */
import { mkdirSync, renameSync, rmSync, createWriteStream } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConfigError } from '../../server/config';

/** A failure the operator can act on: its message is printed alone and the script exits 1. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** Runs a script's main and exits 0, or 1 with a French message on stderr. */
export function runScript(main: (args: string[]) => Promise<string>): void {
  main(process.argv.slice(2)).then(
    (done) => {
      console.info(`[voyance] ${done}`);
      process.exit(0);
    },
    (error: unknown) => {
      const message = error instanceof OperatorError || error instanceof ConfigError ? error.message : `erreur inattendue : ${error instanceof Error ? error.message : String(error)}`;
      console.error(`[voyance] ${message}`);
      process.exit(1);
    },
  );
}

/** A path given on the command line, relative to where the operator typed it (npm run moves to the project). */
export const operatorPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** backups/voyance-2026-11-24T01-36-27.<extension>, in the project's folder. */
export function defaultBackupFile(extension: string): string {
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  return resolve(process.cwd(), 'backups', `voyance-${stamp}.${extension}`);
}

/** A file that is written under a temporary name first: a failed backup never carries the final name. */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partiel`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

export const streamToFile = (source: Readable, file: string) => pipeline(source, createWriteStream(file, { mode: 0o600 }));
