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
 */
import type { OutputChunk, RollupOutput } from 'rollup';

const TAKEOVER = /\/site\/takeover\.tsx$/;
const HOME = /\/site\/pages\/home\.tsx$/;

/** The name of the takeover's file (site/main.tsx imports it). */
const TAKEOVER_CHUNK = 'takeover';

/** The files the home page's file loads with it, the takeover's included, its own and the site's entry not. */
function homeCompanions(chunks: OutputChunk[]): Set<OutputChunk> {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (module: RegExp) => chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  const home = holding(HOME);
  const takeover = holding(TAKEOVER);
  if (!home || !takeover) throw new Error('site chunks: the first build has no home page or takeover file');
  const companions = new Set<OutputChunk>([takeover]);
  const visit = (chunk: OutputChunk) => {
    for (const name of chunk.imports) {
      const imported = byFileName.get(name);
      // The site's entry stays apart: it imports the takeover only once the page is painted.
      if (imported && !imported.isEntry && !companions.has(imported)) {
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
    if (chunk.isEntry) continue;
    let name = companions.has(chunk) ? TAKEOVER_CHUNK : chunk.name;
    // Two first-build files of one name stay two files.
    if (!companions.has(chunk)) for (let n = 2; taken.has(name); n++) name = `${chunk.name}-${n}`;
    taken.add(name);
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) names.set(id, name);
  }
  return names;
}

/** Rollup's `manualChunks`, from siteChunkNames. */
export const siteChunks =
  (names: Map<string, string>) =>
  (id: string): string | undefined =>
    names.get(id);
