/**
 * One small entry module per custom element for the lazy embed: it tells the
 * shared code where it was loaded from (the default api-base) and registers
 * its element. Generated from the elements' element.ts at build time.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';
import { collectElements } from './custom-elements-manifest';

export interface EmbedEntry {
  tag: string;
  file: string;
}

export function writeEmbedEntries(): EmbedEntry[] {
  const dir = join(PROJECT_ROOT, '.tmp/embed-entries');
  mkdirSync(dir, { recursive: true });
  return collectElements().map((element) => {
    const source = readFileSync(join(PROJECT_ROOT, element.path), 'utf8');
    const define = /export const (define\w+)/.exec(source)?.[1];
    if (!define) throw new Error(`${element.path} exports no define… function`);
    const file = join(dir, `${element.tagName}.ts`);
    writeFileSync(
      file,
      [
        `import { setScriptOrigin } from '${join(PROJECT_ROOT, 'widgets/core/api')}';`,
        `import { ${define} } from '${join(PROJECT_ROOT, element.path.replace(/\.ts$/, ''))}';`,
        '',
        'setScriptOrigin(new URL(import.meta.url).origin);',
        `${define}();`,
        '',
      ].join('\n'),
    );
    return { tag: element.tagName, file };
  });
}
