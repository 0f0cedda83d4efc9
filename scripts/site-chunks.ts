/**
 * How the site's script is cut into files (issue 17: the JavaScript of `/`
 * before any interaction). Left to itself, Rollup gives every set of pages
 * that shares a module a file of its own: the home page needed 23 files, half
 * of them under 1 KB, each with its ~500 bytes of response headers, and small
 * files compress worse than one.
 *
 * Here every file the home page loads besides its own joins the takeover's
 * (which every page loads first): the home page loads three files, and any
 * other page the same takeover (its advisor cards, status and contact buttons
 * are mostly theirs too) and its own files, cut as Rollup cuts them.
 *
 * Rollup's own cut comes from a first build, not written, after tree-shaking.
 * Each module is then named to its file, not only those that move: a module
 * put in a chunk by name brings its imports along unless they are named
 * elsewhere, and through the widgets' barrel (widgets/index.ts) the takeover
 * imports every widget.
 *
 * A package the takeover does not hold stays whole in a file of its own: cut
 * by who uses what, zod's modules (which import each other both ways) landed
 * in two files that imported each other, and one ran before the other had
 * defined what it used.
 */
import type { OutputChunk, RollupOutput } from 'rollup';

const TAKEOVER = /\/site\/takeover\.tsx$/;
const HOME = /\/site\/pages\/home\.tsx$/;

/** The file name of a module's npm package ('zod', '@tanstack-query-core'), or undefined for ours. */
const packageFileOf = (id: string) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace(/[\\/]/, '-');

/** The name of the takeover's file (site/main.tsx imports it). */
const TAKEOVER_CHUNK = 'takeover';

/**
 * The files the home page's file loads with it, the takeover's included; not
 * its own, nor the site's entry or a file the entry loads (Vite's preload
 * helper): the entry imports the takeover only once the page is painted, and
 * would load it at once if they shared a file.
 */
function homeCompanions(chunks: OutputChunk[]): Set<OutputChunk> {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withEntry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [entry, ...entry.imports.map((name) => byFileName.get(name))]));
  const holding = (module: RegExp) => chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  const home = holding(HOME);
  const takeover = holding(TAKEOVER);
  if (!home || !takeover) throw new Error('site chunks: the first build has no home page or takeover file');
  const companions = new Set<OutputChunk>([takeover]);
  const visit = (chunk: OutputChunk) => {
    for (const name of chunk.imports) {
      const imported = byFileName.get(name);
      if (imported && !withEntry.has(imported) && !companions.has(imported)) {
        companions.add(imported);
        visit(imported);
      }
    }
  };
  visit(home);
  visit(takeover);
  return companions;
}

/** Each module that left code in the first build, named to its chunk: the home page's companions are one, the takeover. */
export function siteChunkNames(first: RollupOutput): Map<string, string> {
  const chunks = first.output.filter((file): file is OutputChunk => file.type === 'chunk');
  const companions = homeCompanions(chunks);
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const chunk of chunks) {
    // The entry's modules too (Vite's preload helper among them): left unnamed, the helper
    // went with the takeover, which the entry then imported at once.
    let name = companions.has(chunk) ? TAKEOVER_CHUNK : chunk.name;
    // Two first-build files of one name stay two files.
    if (!companions.has(chunk)) for (let n = 2; taken.has(name); n++) name = `${chunk.name}-${n}`;
    taken.add(name);
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength === 0) continue;
      const packageFile = packageFileOf(id);
      names.set(id, packageFile && name !== TAKEOVER_CHUNK ? packageFile : name);
    }
  }
  return names;
}

/** Rollup's `manualChunks`, from siteChunkNames. */
export const siteChunks =
  (names: Map<string, string>) =>
  (id: string): string | undefined =>
    names.get(id);
