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

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export const bundleBench: BenchSection = async () =>
  FLAVOURS.flatMap((flavour): BenchFigure[] => {
    const all = measureAll(flavour);
    const horoscope = measureTag(flavour, 'voy-horoscope');
    const loader = sizeOf([loaderPath(flavour)]);
    return [
      { name: `embed ${flavour}: loader gzip`, value: kb(loader.gzip), unit: 'KB' },
      { name: `embed ${flavour}: all elements raw`, value: kb(all.raw), unit: 'KB' },
      { name: `embed ${flavour}: all elements gzip`, value: kb(all.gzip), unit: 'KB', target: `<= ${kb(BUNDLE_BUDGETS[flavour])}`, ok: all.gzip <= BUNDLE_BUDGETS[flavour] },
      { name: `embed ${flavour}: all elements brotli`, value: kb(all.brotli), unit: 'KB' },
      {
        name: `embed ${flavour}: page with only voy-horoscope, gzip (${relative(EMBED, filesForTag(flavour, 'voy-horoscope')[1]!)} + ${filesForTag(flavour, 'voy-horoscope').length - 2} chunks)`,
        value: kb(horoscope.gzip),
        unit: 'KB',
        ...(flavour === 'preact' ? { target: `<= ${kb(ONE_WIDGET_BUDGET)}`, ok: horoscope.gzip <= ONE_WIDGET_BUDGET } : {}),
      },
    ];
  });
