/**
 * One small entry module per custom element for the lazy embed: it tells the
 * shared code where it was loaded from (the default api-base) and registers
 * its element. Generated from the elements' descriptors at build time, once
 * per flavour, because the two flavours group their shared code differently.
 *
 * How shared code becomes chunks: esbuild puts each shared file into the
 * chunk of the exact set of entries that reach it. Left alone, that makes a
 * chunk for every distinct set (a 200-byte chunk for a helper three elements
 * use, another for one four elements use…), and every file a page downloads
 * is compressed on its own: a small file costs its gzip overhead and loses
 * the context it would have had inside a bigger one. A tier lists core
 * modules that every element imports (through a generated `_<tier>.ts` of
 * side-effect imports): they are then reached by every entry and join the
 * chunk every page loads anyway. Only whole files move; unused exports are
 * still dropped.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';
import { elementEntries, elementModule } from './custom-elements-manifest';

/** The embed's two builds: on Preact (the default) and on React. */
export const FLAVOURS = ['preact', 'react'] as const;
export type Flavour = (typeof FLAVOURS)[number];

export interface EmbedEntry {
  tag: string;
  file: string;
}

/**
 * The core modules (relative to the project) that join the chunk of every element, by flavour.
 *
 * Preact: what every element shares already forms one chunk (Preact, r2wc, zod,
 * the element helper, the API client, theme and parts); the query tier
 * (query-core, jotai) forms another that only the elements reading the API
 * load, so a page with a contact form alone stays small. Joined to the first:
 * the link, storage and slug helpers nearly every element uses, which would
 * otherwise be chunks of a few hundred bytes. Measured (issue 40, built with
 * and without): 0.2 to 0.4 KB gzip less on eight of the ten one-element pages,
 * 0.6 KB more on voy-contact-form's; the page with only voy-horoscope would
 * outgrow its budget without it (39.1 → 39.5 KB, budget 39.25).
 *
 * React: nothing. The whole core once joined react-dom's chunk, for a page
 * with every element; that page now loads all.js, and the tier cost every
 * page with one element 5 to 30 KB gzip of code it did not run (issue 40).
 */
const SHARED_BY_ALL: Record<Flavour, string[]> = {
  preact: ['widgets/core/parts/widget-link', 'widgets/core/storage', 'contract/domain/slug'],
  react: [],
};

/** Writes the entries of one flavour into .tmp/embed-entries/<flavour>/. */
export function writeEmbedEntries(flavour: Flavour): EmbedEntry[] {
  const dir = join(PROJECT_ROOT, '.tmp/embed-entries', flavour);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const shared = SHARED_BY_ALL[flavour];
  writeFileSync(
    join(dir, '_shared.ts'),
    [`// Core modules every ${flavour} element's chunk holds (scripts/embed-entries.ts).`, ...shared.map((module) => `import '${join(PROJECT_ROOT, module)}';`), ''].join('\n'),
  );
  return elementDefinitions().map(({ tag, define, module }) => {
    const file = join(dir, `${tag}.ts`);
    writeFileSync(file, entrySource(["import './_shared';", `import { ${define} } from '${module}';`], [`${define}();`]));
    return { tag, file };
  });
}

/** Writes the entry of the file with every element (widgets/embed-plan.ts) into .tmp/embed-entries/<flavour>-whole.ts. */
export function writeWholeEntry(flavour: Flavour): string {
  const file = join(PROJECT_ROOT, '.tmp/embed-entries', `${flavour}-whole.ts`);
  mkdirSync(dirname(file), { recursive: true });
  const elements = elementDefinitions();
  writeFileSync(
    file,
    entrySource(
      elements.map(({ define, module }) => `import { ${define} } from '${module}';`),
      elements.map(({ define }) => `${define}();`),
    ),
  );
  return file;
}

/** Each element's tag, its define… function and the module exporting it. */
function elementDefinitions(): { tag: string; define: string; module: string }[] {
  return elementEntries().map(({ folder, element }) => {
    const path = elementModule(folder);
    const define = /export const (define\w+)/.exec(readFileSync(join(PROJECT_ROOT, path), 'utf8'))?.[1];
    if (!define) throw new Error(`${path} exports no define… function`);
    return { tag: element.tag, define, module: join(PROJECT_ROOT, path.replace(/\.ts$/, '')) };
  });
}

/** An entry: it tells the shared code where it was loaded from (the default api-base), then registers. */
function entrySource(imports: string[], calls: string[]): string {
  return [...imports, `import { setScriptOrigin } from '${join(PROJECT_ROOT, 'widgets/core/api')}';`, '', 'setScriptOrigin(new URL(import.meta.url).origin);', ...calls, ''].join('\n');
}
