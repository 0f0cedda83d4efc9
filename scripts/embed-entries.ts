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
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** What only the server and the console read: the offers' refusals stay out of the embed. */
const SERVER_ONLY = ['contract/schemas/index', 'contract/schemas/server', 'contract/schemas/offers'];

/** Every browser module (relative to the project) of widgets/core and of the contract it reads. */
function coreModules(dir = ''): string[] {
  if (!dir) return [...coreModules('widgets/core'), ...coreModules('contract')];
  return readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreModules(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    const module = path.replace(/\.tsx?$/, '');
    return SERVER_ONLY.includes(module) ? [] : [module];
  });
}

/**
 * The core modules (relative to the project) that join the chunk of every element, by flavour.
 *
 * Preact: what every element shares already forms one chunk (Preact, r2wc, zod,
 * the element helper, the API client, theme and parts); the query tier
 * (query-core, jotai) forms another that only the elements reading the API
 * load, so a page with a contact form alone stays small. Joined to the first:
 * the link, storage and slug helpers nearly every element uses, which would
 * otherwise be chunks of a few hundred bytes. Measured: a page with
 * voy-horoscope downloads two files fewer (0.3 KB gzip less), all elements 0.4 KB less.
 *
 * React: react-dom alone is about 65 KB gzip, most of any page, so the
 * whole core joins it in one chunk, and every element's code is that chunk
 * plus its own entry: 2.7 KB gzip less for all elements than separate chunks,
 * for a page with one small element (a contact form) about a quarter more.
 */
const SHARED_BY_ALL: Record<Flavour, () => string[]> = {
  preact: () => ['widgets/core/parts/widget-link', 'widgets/core/storage', 'contract/domain/slug'],
  react: () => coreModules(),
};

/** Writes the entries of one flavour into .tmp/embed-entries/<flavour>/. */
export function writeEmbedEntries(flavour: Flavour): EmbedEntry[] {
  const dir = join(PROJECT_ROOT, '.tmp/embed-entries', flavour);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const shared = SHARED_BY_ALL[flavour]();
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
