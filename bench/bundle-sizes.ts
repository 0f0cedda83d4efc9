/**
 * Sizes of the embed bundles, and the budgets they must stay within (gzip).
 * The same numbers serve `npm run bench` and the test that fails when a
 * bundle outgrows its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { PROJECT_ROOT } from '../server/paths';
import type { BenchFigure, BenchSection } from './figures';

export const FLAVOURS = ['preact', 'react'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** gzip budgets in bytes (the stack's own floor: 28 KB with Preact, 108 KB with React). */
export const BUNDLE_BUDGETS: Record<Flavour, number> = { preact: 50 * 1024, react: 125 * 1024 };

export interface BundleSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export function embedBundlePath(flavour: Flavour): string {
  return join(PROJECT_ROOT, 'dist/embed', flavour, 'voy.js');
}

export function measureBundle(flavour: Flavour): BundleSize {
  const path = embedBundlePath(flavour);
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`);
  const code = readFileSync(path);
  return {
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export const bundleBench: BenchSection = async () =>
  FLAVOURS.flatMap((flavour): BenchFigure[] => {
    const size = measureBundle(flavour);
    return [
      { name: `embed ${flavour}: raw`, value: kb(size.raw), unit: 'KB' },
      { name: `embed ${flavour}: gzip`, value: kb(size.gzip), unit: 'KB', target: `<= ${kb(BUNDLE_BUDGETS[flavour])}`, ok: size.gzip <= BUNDLE_BUDGETS[flavour] },
      { name: `embed ${flavour}: brotli`, value: kb(size.brotli), unit: 'KB' },
    ];
  });
