/**
 * The embed's built files (dist/embed/<flavour>/): the loader, one entry per
 * element, the chunks they share and the file with every element. The build
 * reads them to write the loader's plan (widgets/embed-plan.ts); the bench
 * and the budget test read them to say what a page downloads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../server/paths';
import { WHOLE_FILE, wholeIsLighter, type EmbedPlan } from '../widgets/embed-plan';
import type { Flavour } from './embed-entries';

export const EMBED_DIR = join(PROJECT_ROOT, 'dist/embed');

function flavourDir(flavour: Flavour): string {
  const dir = join(EMBED_DIR, flavour);
  if (!existsSync(join(dir, WHOLE_FILE))) throw new Error(`${dir} is missing its files: run npm run build first`);
  return dir;
}

export const loaderPath = (flavour: Flavour) => join(EMBED_DIR, flavour, 'voy.js');
export const wholePath = (flavour: Flavour) => join(flavourDir(flavour), WHOLE_FILE);
const entryPath = (flavour: Flavour, tag: string) => join(flavourDir(flavour), `${tag}.js`);

/** The elements of a flavour: one entry file per tag. */
export function elementTags(flavour: Flavour): string[] {
  return readdirSync(flavourDir(flavour))
    .filter((file) => /^voy-[a-z-]+\.js$/.test(file))
    .map((file) => file.slice(0, -'.js'.length))
    .sort();
}

/** Every per-tag file of a flavour: the entries and their chunks (not the loader, not the whole file). */
export function perTagFiles(flavour: Flavour): string[] {
  const chunks = join(flavourDir(flavour), 'chunks');
  return [
    ...elementTags(flavour).map((tag) => entryPath(flavour, tag)),
    ...readdirSync(chunks)
      .filter((file) => file.endsWith('.js'))
      .map((file) => join(chunks, file)),
  ];
}

/** A tag's entry and every chunk it imports, transitively. */
export function filesForTag(flavour: Flavour, tag: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) visit(join(dirname(file), match[1]!));
  };
  visit(entryPath(flavour, tag));
  return [...seen];
}

/** Hundreds of bytes are precise enough to choose, and keep the plan short in the loader every page downloads. */
const gzipHundreds = (file: string) => Math.round(gzipSync(readFileSync(file), { level: 9 }).length / 100);

const plans = new Map<Flavour, EmbedPlan>();

/** The plan the loader decides with: each file's gzip size and each tag's files (measured once per flavour and process). */
export function embedPlan(flavour: Flavour): EmbedPlan {
  const known = plans.get(flavour);
  if (known) return known;
  const files = perTagFiles(flavour);
  const plan: EmbedPlan = {
    whole: gzipHundreds(wholePath(flavour)),
    files: files.map(gzipHundreds),
    tags: Object.fromEntries(elementTags(flavour).map((tag) => [tag, filesForTag(flavour, tag).map((file) => files.indexOf(file))])),
  };
  plans.set(flavour, plan);
  return plan;
}

/** What a page holding these tags downloads, decided as the loader decides: the loader, then the whole file or the tags' own files. */
export function filesForPage(flavour: Flavour, tags: string[]): string[] {
  const own = [...new Set(tags.flatMap((tag) => filesForTag(flavour, tag)))];
  return [loaderPath(flavour), ...(wholeIsLighter(embedPlan(flavour), tags) ? [wholePath(flavour)] : own)];
}
