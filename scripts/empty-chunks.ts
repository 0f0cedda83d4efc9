/**
 * esbuild's code splitting leaves a chunk for a module whose code was all
 * shaken out (zod/mini's checks.js: nothing but re-exports), an empty file
 * that seven elements import: one request and about 45 bytes gzip for nothing
 * on a partner's page. Removed after the elements' build, before the loaders
 * read the files (scripts/build.ts); the statements importing it become
 * spaces of the same length, so every source map stays exact.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const jsFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.js'));

/** Removes the empty chunks of an element folder (dist/embed/<flavour>); returns their names. */
export function dropEmptyChunks(folder: string): string[] {
  const chunks = join(folder, 'chunks');
  const empty = jsFiles(chunks).filter((name) => readFileSync(join(chunks, name), 'utf8').trim() === '');
  if (empty.length === 0) return [];
  const files = [...jsFiles(folder).map((name) => join(folder, name)), ...jsFiles(chunks).map((name) => join(chunks, name))];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    let blanked = code;
    for (const name of empty) {
      const statement = new RegExp(`import\\s*"\\./(?:chunks/)?${name.replace(/[.-]/g, '\\$&')}";?`, 'g');
      blanked = blanked.replace(statement, (found) => ' '.repeat(found.length));
      // Only a side-effect import can name an empty module; anything else would now point at nothing.
      if (blanked.includes(name)) throw new Error(`${file} still refers to the empty chunk ${name}`);
    }
    if (blanked !== code) writeFileSync(file, blanked);
  }
  for (const name of empty) {
    rmSync(join(chunks, name));
    rmSync(join(chunks, `${name}.map`), { force: true });
  }
  return empty;
}
