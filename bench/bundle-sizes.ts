/**
 * Sizes of the embed code, and the budgets it must stay within (gzip).
 * The embed is a small loader plus, per flavour, one entry per element and
 * the chunks they share: a page downloads the loader and what its tags need.
 * The same numbers serve `npm run bench` and the test that fails when the
 * code outgrows a budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../server/paths';
import type { BenchFigure, BenchSection } from './figures';

export const FLAVOURS = ['preact', 'react'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** gzip budgets in bytes for every element's code (the stack's own floor: 28 KB with Preact, 108 KB with React). */
export const BUNDLE_BUDGETS: Record<Flavour, number> = { preact: 50 * 1024, react: 125 * 1024 };
/** What a page with one voy-horoscope downloads, Preact flavour. */
export const ONE_WIDGET_BUDGET = 38 * 1024;

/**
 * What the test enforces while a target is out of reach: the size measured
 * when the ceiling was set, plus 2 %, so the code cannot grow unnoticed.
 * Measured floors (everything in one file, no splitting): 56.5 KB for every
 * Preact element and 39.4 KB for the horoscope page — the stack's libraries
 * alone weigh 27.5 KB. Lower a ceiling whenever the code shrinks; drop it
 * once its target is met.
 */
export const CEILINGS = { preactAll: 69_400, preactHoroscope: 43_800 } as const;

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const EMBED = join(PROJECT_ROOT, 'dist/embed');

export function loaderPath(flavour: Flavour): string {
  return join(EMBED, flavour, 'voy.js');
}

function sizeOf(files: string[]): Size {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const code = readFileSync(file);
    total.raw += code.length;
    total.gzip += gzipSync(code, { level: 9 }).length;
    total.brotli += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

function requireBuilt(flavour: Flavour): string {
  const dir = join(EMBED, flavour);
  if (!existsSync(loaderPath(flavour))) throw new Error(`${dir} is missing: run npm run build first`);
  return dir;
}

/** Every JavaScript file of a flavour: loader, entries and chunks. */
export function allFiles(flavour: Flavour): string[] {
  const dir = requireBuilt(flavour);
  const chunks = join(dir, 'chunks');
  return [
    ...readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(dir, f)),
    ...readdirSync(chunks).filter((f) => f.endsWith('.js')).map((f) => join(chunks, f)),
  ];
}

/** The files a page with only `tag` downloads: the loader, the tag's entry and every chunk it imports, transitively. */
export function filesForTag(flavour: Flavour, tag: string): string[] {
  const dir = requireBuilt(flavour);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) visit(join(dirname(file), match[1]!));
  };
  visit(join(dir, `${tag}.js`));
  return [loaderPath(flavour), ...seen];
}

export const measureAll = (flavour: Flavour) => sizeOf(allFiles(flavour));
export const measureTag = (flavour: Flavour, tag: string) => sizeOf(filesForTag(flavour, tag));

/** The elements of a flavour: one entry file per tag. */
export function elementTags(flavour: Flavour): string[] {
  return readdirSync(requireBuilt(flavour))
    .filter((file) => /^voy-[a-z-]+\.js$/.test(file))
    .map((file) => file.slice(0, -'.js'.length))
    .sort();
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Which files a figure counts, each with its own gzip size: 'voy.js 0.7 + voy-horoscope.js 5.7 + chunks/chunk-….js 18.9'. */
function fileList(flavour: Flavour, files: string[]): string {
  return files.map((file) => `${relative(join(EMBED, flavour), file)} ${kb(sizeOf([file]).gzip)}`).join(' + ');
}

/** The all-elements figure by kind of file: loader, entries, chunks. */
function allByKind(flavour: Flavour): string {
  const files = allFiles(flavour);
  const entries = files.filter((file) => /\/voy-[a-z-]+\.js$/.test(file));
  const chunks = files.filter((file) => file.includes('/chunks/'));
  return `loader ${kb(sizeOf([loaderPath(flavour)]).gzip)} + ${entries.length} entries ${kb(sizeOf(entries).gzip)} + ${chunks.length} chunks ${kb(sizeOf(chunks).gzip)}`;
}

export const bundleBench: BenchSection = async () =>
  FLAVOURS.flatMap((flavour): BenchFigure[] => {
    const all = measureAll(flavour);
    const horoscope = measureTag(flavour, 'voy-horoscope');
    const loader = sizeOf([loaderPath(flavour)]);
    return [
      { name: `embed ${flavour}: loader gzip`, value: kb(loader.gzip), unit: 'KB' },
      { name: `embed ${flavour}: all elements raw`, value: kb(all.raw), unit: 'KB' },
      {
        name: `embed ${flavour}: all elements gzip (${allByKind(flavour)})`,
        value: kb(all.gzip),
        unit: 'KB',
        target: `<= ${kb(BUNDLE_BUDGETS[flavour])}`,
        ok: all.gzip <= BUNDLE_BUDGETS[flavour],
      },
      { name: `embed ${flavour}: all elements brotli`, value: kb(all.brotli), unit: 'KB' },
      {
        name: `embed ${flavour}: page with only voy-horoscope, gzip (${fileList(flavour, filesForTag(flavour, 'voy-horoscope'))})`,
        value: kb(horoscope.gzip),
        unit: 'KB',
        ...(flavour === 'preact' ? { target: `<= ${kb(ONE_WIDGET_BUDGET)}`, ok: horoscope.gzip <= ONE_WIDGET_BUDGET } : {}),
      },
      // The other elements' pages: informative, no budget.
      ...elementTags(flavour)
        .filter((tag) => tag !== 'voy-horoscope')
        .map((tag) => ({
          name: `embed ${flavour}: page with only ${tag}, gzip (${filesForTag(flavour, tag).length} files)`,
          value: kb(measureTag(flavour, tag).gzip),
          unit: 'KB',
        })),
    ];
  });
