/**
 * Writes a .br and a .gz beside every text file the server hands out, once at
 * build time at the highest levels, so no request pays for compression
 * (@fastify/static's preCompressed picks them by Accept-Encoding).
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|svg|json|txt|xml)$/;

export function precompress(dirs: string[]): void {
  let count = 0;
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !TEXT.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
  console.log(`[build] precompressed ${count} files`);
}
