/**
 * Writes a .br and a .gz beside every text file the server hands out, once at
 * build time at the highest levels, so no request pays for compression
 * (@fastify/static's preCompressed picks them by Accept-Encoding).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
 * zlib's level 9 (70 KB over the whole build), at a cost paid once per build:
 * 15 s of CPU for the 150 files, against 6.5 s for Brotli. Five iterations,
 * not Zopfli's default 15: 56 bytes more over every Preact embed file
 * together, 4 s of CPU less (measured 29 November 2026).
 */
export const gzipFor = async (content: Buffer) => Buffer.from(await gzipAsync(content, { numiterations: 5 }));

/** Compresses a file beside itself; answers whether it got its two forms. */
async function compressFile(file: string): Promise<boolean> {
  const content = readFileSync(file);
  // Small files too: the site's shell (index.html, under 1 KB) is served for most
  // routes, and every page must go out the same way whatever its size.
  const brotli = brotliFor(content);
  if (brotli.length >= content.length) return false;
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, await gzipFor(content));
  return true;
}

/** Set in the processes precompress() starts, each compressing the files it is sent. */
const CHILD_MARK = 'VOY_PRECOMPRESS_CHILD';

/**
 * Zopfli and Brotli are synchronous and single-threaded: one process per core
 * compresses, each taking the next file as soon as it is done with one, the
 * largest first. Dealt out in turn beforehand, one process got the list of
 * places (2.3 MB, 8 of the build's 26 s of compression) on top of its share
 * and ended seconds after the other. Processes, not worker threads: Node
 * 20's workers do not get tsx's loader, so they cannot run this file.
 */
export async function precompress(dirs: string[]): Promise<void> {
  const queue = dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file }) => file);
  const processes = Math.min(availableParallelism(), queue.length);
  const counts = await Promise.all(Array.from({ length: processes }, () => compressInChildProcess(queue)));
  console.log(`[build] precompressed ${counts.reduce((sum, count) => sum + count, 0)} files`);
}

/** A process that compresses the files it takes from `queue`, one at a time, until none is left; answers how many got their two forms. */
function compressInChildProcess(queue: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, [CHILD_MARK]: '1' } });
    let count = 0;
    const sendNext = () => {
      const file = queue.shift();
      // Disconnected, the child has nothing left to wait for and exits.
      if (file === undefined) child.disconnect();
      else child.send(file);
    };
    child.on('message', (compressed) => {
      if (compressed === true) count++;
      sendNext();
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(count) : reject(new Error(`precompress: a child process exited with ${code}`))));
    sendNext();
  });
}

if (process.env[CHILD_MARK] && process.send) {
  process.on('message', (file) => {
    void compressFile(file as string).then((compressed) => process.send!(compressed));
  });
}
