/**
 * Writes a .br and a .gz beside every text file the server hands out, once at
 * build time at the highest levels, so no request pays for compression
 * (@fastify/static's preCompressed picks them by Accept-Encoding).
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const TEXT = /\.(js|css|html|svg|json|txt|xml)$/;

export const brotliFor = (content: Buffer) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/**
 * Zopfli writes ordinary gzip that every client reads, about 3 % smaller than
 * zlib's level 9, at a cost paid once per build (a second or two in all).
 */
export const gzipFor = async (content: Buffer) => Buffer.from(await gzipAsync(content, { numiterations: 15 }));

export async function precompress(dirs: string[]): Promise<void> {
  const files = dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
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
  console.log(`[build] precompressed ${count} files`);
}
