/**
 * Writes a .br and a .gz beside every text file the server hands out, once at
 * build time at the highest levels, so no request pays for compression
 * (@fastify/static's preCompressed picks them by Accept-Encoding).
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const TEXT = /\.(js|css|html|svg|json|txt|xml)$/;

export const brotliFor = (content: Buffer) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/**
 * Zopfli writes ordinary gzip that every client reads, about 3 % smaller than
 * zlib's level 9 (18 KB over the whole build), at a cost paid once per build:
 * 10 s of CPU for the hundred files, against 2 s for Brotli.
 */
export const gzipFor = async (content: Buffer) => Buffer.from(await gzipAsync(content, { numiterations: 15 }));

/** Compresses each file beside itself; answers how many got their two forms. */
async function compressFiles(files: readonly string[]): Promise<number> {
  let count = 0;
  for (const file of files) {
    const content = readFileSync(file);
    // Small files too: the site's shell (index.html, under 1 KB) is served for most
    // routes, and every page must go out the same way whatever its size.
    const brotli = brotliFor(content);
    if (brotli.length >= content.length) continue;
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, await gzipFor(content));
    count++;
  }
  return count;
}

/** Set in the processes precompress() starts, each given its share of the files. */
const CHILD_MARK = 'VOY_PRECOMPRESS_CHILD';

/**
 * Zopfli and Brotli are synchronous and single-threaded: the files are dealt
 * out to one process per core (14 s → 8 s on two cores, the build's last step,
 * when nothing else runs beside it in npm test). Processes, not worker threads:
 * Node 20's workers do not get tsx's loader, so they cannot run this file.
 */
export async function precompress(dirs: string[]): Promise<void> {
  const files = dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const processes = Math.min(availableParallelism(), files.length);
  const shares = Array.from({ length: processes }, (_, index) => files.filter((_, fileIndex) => fileIndex % processes === index));
  const counts = await Promise.all(shares.map(inChildProcess));
  console.log(`[build] precompressed ${counts.reduce((sum, count) => sum + count, 0)} files`);
}

function inChildProcess(files: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, [CHILD_MARK]: '1' } });
    let count: number | undefined;
    child.once('message', (answer) => (count = answer as number));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 && count !== undefined ? resolve(count) : reject(new Error(`precompress: a child process exited with ${code}`))));
    child.send(files);
  });
}

if (process.env[CHILD_MARK] && process.send) {
  process.once('message', (files) => {
    void compressFiles(files as string[]).then((count) => process.send!(count, () => process.disconnect()));
  });
}
