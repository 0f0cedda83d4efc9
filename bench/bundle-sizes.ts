/**
 * Sizes of the embed code, and the budgets it must stay within (gzip).
 * A page downloads the loader, then either the entries and chunks of its
 * tags or the one file with every element, whichever weighs less
 * (widgets/embed-plan.ts). Gzip sizes are those of the .gz files the server
 * sends (scripts/precompress.ts), each file compressed on its own. The same
 * numbers serve `npm run bench` and the test that fails when the code
 * outgrows a budget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { elementTags, filesForPage, loaderPath, perTagFiles, wholePath } from '../scripts/embed-files';
import { paths } from '../server/paths';
import type { BenchFigure, BenchSection } from './figures';
import { LIVE_CODE_BUDGET, LIVE_MODULES, liveCodeGzipBytes } from './live-code-size';
import { FLAVOURS, type Flavour } from '../scripts/embed-entries';

/**
 * voy-chat's own code on a partner page, above the chunks other elements
 * share: 8 KB since issue 16. Issue 42 made a chat end and resume well, in
 * code every conversation may reach, so it comes with the element (a chunk
 * loaded on demand made esbuild wrap zod's modules whole in the file with
 * every element, 4 KB more): the closing card, the queue that sends again
 * what an outage held, the days above older messages, the way back's banner
 * and the order states. Preact 8,627 → 10,568 bytes gzip measured.
 * A quarter KB more since 29 November 2026: the notice that the advisor left
 * their console mid-chat brought React's to 11,259 to 11,268 bytes, against
 * 11,264. The figure moves by about ten bytes from one clone to another
 * (esbuild names the chunks it imports by a hash that takes in the folder the
 * build runs in), and a budget within that spread fails by chance.
 */
export const CHAT_OWN_BUDGET = 11.25 * 1024;
/**
 * Issue 41's target for each new widget's own code on a partner page, above
 * the chunks the other elements share, gzip: its view, texts, styles, data
 * need and schema. NEW_ELEMENTS lists the widgets it holds.
 */
export const NEW_ELEMENT_OWN_BUDGET = 12 * 1024;
export const NEW_ELEMENTS = ['voy-lune', 'voy-theme-astral', 'voy-compatibilite'] as const;

/**
 * What issue 38 brought to every page that shows advisors, gzip: the
 * « Prévenez-moi » form with its schema and texts (an absent advisor's card
 * and profile; in the embed it comes with the code, since a chunk loaded on
 * tap would cost esbuild's module wrappers, 3 KB), the weekly hours and
 * « De retour … », the response time, the one address rule (with its list of
 * throwaway inboxes) and the zod checks it uses. 58.6 → 60.1 KB measured,
 * Preact; the message form and the missed request's view are voy-chat's own.
 */
const REACHABILITY_BUDGET = 3 * 1024;

/**
 * « Pourquoi ce texte ? » under our engine's horoscope (issue 41, point 4), gzip: the
 * schema of meta.why, the French sentences the widget builds from it and the disclosure.
 * Preact, measured: a page with one voy-horoscope 40,138 → 41,386 bytes, every element
 * 64,926 → 66,184. Its events as one discriminated union cost 500 bytes more (zod's
 * code for unions): they are lists of their own.
 */
const WHY_BUDGET = 1.25 * 1024;

/**
 * What voy-lune (issue 41) adds to the page with every element, gzip: its
 * view and drawing, texts, styles, query and schema, the day in a sentence.
 * Built with and without it (29 November 2026): Preact 64,928 → 66,418
 * bytes, React 125,693 → 127,236.
 */
const MOON_BUDGET = 1.75 * 1024;

/**
 * gzip budgets in bytes for a page with every element (the stack's own floor:
 * 28 KB with Preact, 108 KB with React): 50 and 125 KB for the nine elements
 * before the chat, which brings at most its own CHAT_OWN_BUDGET, what
 * reaching an absent advisor costs (REACHABILITY_BUDGET), « Pourquoi ce
 * texte ? » (WHY_BUDGET), the Moon (MOON_BUDGET, measured), and the birth chart
 * and the compatibility at most their own NEW_ELEMENT_OWN_BUDGET each
 * (voy-theme-astral: 63.4 → 71.6 KB Preact, 122.8 → 131.3 KB React, measured;
 * voy-compatibilite, its place field shared with the chart: → 75.8 KB Preact,
 * → 135.7 KB React).
 */
const CHART_WIDGETS_BUDGET = 2 * NEW_ELEMENT_OWN_BUDGET;
export const BUNDLE_BUDGETS: Record<Flavour, number> = {
  preact: 50 * 1024 + CHAT_OWN_BUDGET + REACHABILITY_BUDGET + WHY_BUDGET + MOON_BUDGET + CHART_WIDGETS_BUDGET,
  react: 125 * 1024 + CHAT_OWN_BUDGET + REACHABILITY_BUDGET + WHY_BUDGET + MOON_BUDGET + CHART_WIDGETS_BUDGET,
};
/**
 * What a page with one voy-horoscope downloads, Preact flavour: 38 KB until
 * each horoscope period got its own address (issue 17), whose event and
 * shared address rule cost about 70 bytes gzip; dropping an empty chunk
 * gave back 40 of them (issue 40 stopped: too little to keep). Issue 38 added
 * 280 bytes to the code every element shares: zod's checks the address rule
 * uses (refine, lowercase) and the advisor's hours and response time in its
 * schema. Issue 42, 39,509 → 40,042 bytes: the loader looks for a stored
 * conversation key to offer the way back to a chat (252), the year tab names
 * its twelve months (98), the cards' shared links (183). Issue 41, measured
 * one at a time: voy-lune 40,159 → 40,391 bytes (it reads the API without the
 * advisors' code, so the chunk the elements reading the API shared is cut in
 * two files, +170, and the loader names one more tag, +30); voy-theme-astral
 * about 40,150 → 40,521 without a byte more of code (it reads the API through
 * the query tier and names the signs with the zodiac, so esbuild cut the
 * horoscope's two shared chunks in four, each compressed on its own); « Pourquoi
 * ce texte ? » its WHY_BUDGET. All together, built once: 41.0 KB.
 */
export const ONE_WIDGET_BUDGET = 40 * 1024 + WHY_BUDGET;

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * A file's size as the server sends it: the .gz and .br the build wrote
 * beside it (scripts/precompress.ts), or the file itself where the build
 * wrote none (a few bytes, which compression would only lengthen). Read, not
 * compressed again here, so that a budget fails when the build's compression
 * gets worse (Zopfli's 2 to 4 KB on a page: docs/build.md).
 */
function sizeOfFile(file: string): Size {
  const raw = statSync(file).size;
  const sent = (compressed: string) => (existsSync(compressed) ? statSync(compressed).size : raw);
  return { raw, gzip: sent(`${file}.gz`), brotli: sent(`${file}.br`) };
}

export function sizeOf(files: string[]): Size {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const size of files.map(sizeOfFile)) {
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** What a page with every element downloads. */
export const filesForAll = (flavour: Flavour) => filesForPage(flavour, elementTags(flavour));
/** What a page with one element downloads. */
export const filesForOne = (flavour: Flavour, tag: string) => filesForPage(flavour, [tag]);

/** An element's own files: those of its page that no other element's page loads (nor the loader). */
export function ownFiles(flavour: Flavour, tag: string): string[] {
  const others = new Set(elementTags(flavour).filter((other) => other !== tag).flatMap((other) => filesForOne(flavour, other)));
  return filesForOne(flavour, tag).filter((file) => file !== loaderPath(flavour) && !others.has(file));
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const nameOf = (file: string) => (basename(dirname(file)) === 'chunks' ? `chunks/${basename(file)}` : basename(file));

/** Which files a figure counts, each with its own gzip size: 'voy.js 0.7 + voy-horoscope.js 5.7 + chunks/chunk-….js 18.9'. */
function fileList(files: string[]): string {
  return files.map((file) => `${nameOf(file)} ${kb(sizeOfFile(file).gzip)}`).join(' + ');
}

const CONSOLE_DIR = paths.console;

/**
 * The console's JavaScript (dist/console, Preact flavour by default): what its
 * first page, the sign-in form, loads (the scripts its index.html names: the
 * entry and any module preload), and all of it (the signed-in pages come in a
 * chunk of their own, after the sign-in).
 */
function consoleFiles(): { firstPage: string[]; all: string[] } {
  const html = readFileSync(join(CONSOLE_DIR, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/gestion\/(assets\/[^"]+\.js)"/g)].map((match) => join(CONSOLE_DIR, match[1]!));
  const assets = join(CONSOLE_DIR, 'assets');
  const all = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(assets, file));
  return { firstPage: named, all };
}

function consoleFigures(): BenchFigure[] {
  if (!existsSync(join(CONSOLE_DIR, 'index.html'))) return [];
  const { firstPage, all } = consoleFiles();
  return [
    { name: `console: first page (sign-in) JavaScript, gzip (${fileList(firstPage)})`, value: kb(sizeOf(firstPage).gzip), unit: 'KB' },
    { name: `console: all its JavaScript, signed-in pages included, gzip (${all.length} files)`, value: kb(sizeOf(all).gzip), unit: 'KB' },
  ];
}

export const bundleBench: BenchSection = async () => {
  const figures: BenchFigure[] = [];
  for (const flavour of FLAVOURS) {
    const all = sizeOf(filesForAll(flavour));
    const horoscopeFiles = filesForOne(flavour, 'voy-horoscope');
    const horoscope = sizeOf(horoscopeFiles);
    figures.push(
      { name: `embed ${flavour}: loader gzip`, value: kb(sizeOf([loaderPath(flavour)]).gzip), unit: 'KB' },
      { name: `embed ${flavour}: page with every element, raw`, value: kb(all.raw), unit: 'KB' },
      {
        name: `embed ${flavour}: page with every element, gzip (${fileList(filesForAll(flavour))})`,
        value: kb(all.gzip),
        unit: 'KB',
        target: `<= ${kb(BUNDLE_BUDGETS[flavour])}`,
        ok: all.gzip <= BUNDLE_BUDGETS[flavour],
      },
      { name: `embed ${flavour}: page with every element, brotli`, value: kb(all.brotli), unit: 'KB' },
      {
        name: `embed ${flavour}: loader, every entry and chunk, gzip (what the page above would get without ${basename(wholePath(flavour))})`,
        value: kb(sizeOf([loaderPath(flavour), ...perTagFiles(flavour)]).gzip),
        unit: 'KB',
      },
      {
        name: `embed ${flavour}: page with only voy-horoscope, gzip (${fileList(horoscopeFiles)})`,
        value: kb(horoscope.gzip),
        unit: 'KB',
        ...(flavour === 'preact' ? { target: `<= ${kb(ONE_WIDGET_BUDGET)}`, ok: horoscope.gzip <= ONE_WIDGET_BUDGET } : {}),
      },
    );
    const chatFiles = ownFiles(flavour, 'voy-chat');
    const chat = sizeOf(chatFiles);
    figures.push({
      name: `embed ${flavour}: voy-chat's own code, above the shared chunks, gzip (${fileList(chatFiles)})`,
      value: kb(chat.gzip),
      unit: 'KB',
      target: `<= ${kb(CHAT_OWN_BUDGET)}`,
      ok: chat.gzip <= CHAT_OWN_BUDGET,
    });
    for (const tag of NEW_ELEMENTS) {
      const files = ownFiles(flavour, tag);
      const own = sizeOf(files);
      figures.push({
        name: `embed ${flavour}: ${tag}'s own code, above the shared chunks, gzip (${fileList(files)})`,
        value: kb(own.gzip),
        unit: 'KB',
        target: `<= ${kb(NEW_ELEMENT_OWN_BUDGET)}`,
        ok: own.gzip <= NEW_ELEMENT_OWN_BUDGET,
      });
    }
    // The other elements' pages: informative, no budget.
    for (const tag of elementTags(flavour).filter((tag) => tag !== 'voy-horoscope')) {
      const files = filesForOne(flavour, tag);
      figures.push({ name: `embed ${flavour}: page with only ${tag}, gzip (${files.length} files)`, value: kb(sizeOf(files).gzip), unit: 'KB' });
    }
  }
  const live = await liveCodeGzipBytes();
  figures.push({
    name: `embed: the live status's own code, minified, gzip (${LIVE_MODULES.length} modules, without what every page shares)`,
    value: kb(live),
    unit: 'KB',
    target: `<= ${kb(LIVE_CODE_BUDGET)}`,
    ok: live <= LIVE_CODE_BUDGET,
  });
  figures.push(...consoleFigures());
  return figures;
};
