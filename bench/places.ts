/**
 * The birth places (issue 41): the list's size as the server sends it (raw,
 * gzip, Brotli), the time to turn the downloaded text into a search, one
 * search per keystroke (p50 and p99, target 50 ms in a browser once the list
 * is loaded), in Chromium (the Debian one the browser tests drive) and in
 * this Node, and whether a page without a chart carries the list (the home
 * page and a horoscope page, with every file they load as they open). Reads
 * the built dist/ (npm run bench builds first). Runs alone with
 * `npx tsx bench/places.ts`.
 *
 * The keystrokes: 300 place names of the list, typed one letter at a time
 * (« L », « Ly », « Lyo », « Lyon »), as written or in lowercase without
 * accents, half and half: 200 French communes drawn from the list (a larger
 * one more often, as more people are born there), 70 cities of the world, and
 * names people type often (Paris, Marseille, Saint-Étienne, Pointe-à-Pitre…).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodePlaceList, type Place } from '../contract/domain/place-list';
import { createPlaceSearch } from '../contract/domain/place-search';
import { foldFrench } from '../contract/domain/slug';
import { mulberry32 } from '../contract/domain/deterministic-random';
import { createApp } from '../server/app';
import { testConfig } from '../server/config';
import { PROJECT_ROOT } from '../server/paths';
import { builtPlaceListFile } from '../scripts/build-places';
import { launchBrowser } from '../tests/helpers/browser';
import { latencyFigures, median, round, type BenchFigure, type BenchSection } from './figures';
import { pageAndItsFiles, placeListMarkers } from './page-files';

const OFTEN_TYPED = ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Saint-Étienne', 'Pointe-à-Pitre', 'Saint-Denis', 'Fort-de-France', 'Nouméa', 'Montréal', 'Casablanca', 'Alger', 'Bruxelles', 'Genève', 'Dakar'];
const COMMUNES = 200;
const WORLD_CITIES = 70;
const TARGET_MS = 50;
/** A task longer than this is a « long task » to the browser: a tap waits for it. */
const LONG_TASK_MS = 50;
const PAGES_WITHOUT_CHART = ['/', '/horoscopes/lion'];

const isCommune = (place: Place) => !place.id.startsWith('g');

/** The names typed: drawn once, the same every run. */
function typedNames(places: readonly Place[]): string[] {
  const random = mulberry32(41);
  const communes = places.filter(isCommune);
  const world = places.filter((place) => !isCommune(place));
  // A rank drawn with more weight at the top: the square of a uniform number.
  const draw = (from: readonly Place[]) => from[Math.floor(random() ** 2 * from.length)]!.name;
  const names = [...OFTEN_TYPED, ...Array.from({ length: COMMUNES }, () => draw(communes)), ...Array.from({ length: WORLD_CITIES }, () => draw(world))];
  return names.map((name, index) => (index % 2 ? foldFrench(name) : name));
}

/** Every prefix of every name, in typing order: what each keystroke searches. */
const keystrokes = (names: readonly string[]) => names.flatMap((name) => Array.from({ length: name.length }, (_, length) => name.slice(0, length + 1)));

function keystrokeTimes(places: readonly Place[], typed: readonly string[]): number[] {
  const search = createPlaceSearch(places);
  return typed.map((query) => {
    const start = performance.now();
    search.search(query);
    return performance.now() - start;
  });
}

/**
 * What runs in Chromium: the list's text decoded into a search, then the
 * keystrokes twice (the first pass warms up, the second is measured). Bundled
 * from this text rather than handed over as a function, which tsx would name
 * with a helper the page does not have.
 */
const IN_THE_PAGE = `
import { placeSearchFromText } from './contract/domain/place-search';
import { yieldToTheBrowser } from './widgets/core/place-list';
export async function measure(text: string, queries: string[]) {
  const started = performance.now();
  let stretchStart = started;
  let longestStretch = 0;
  const search = await placeSearchFromText(text, async () => {
    longestStretch = Math.max(longestStretch, performance.now() - stretchStart);
    await yieldToTheBrowser();
    stretchStart = performance.now();
  });
  const load = performance.now() - started;
  const times: number[] = [];
  for (const pass of [0, 1]) {
    for (const query of queries) {
      const start = performance.now();
      search.search(query);
      if (pass === 1) times.push(performance.now() - start);
    }
  }
  return { load, longestStretch, times };
}`;

interface ChromiumFigures {
  /** From the text to the search, pauses included, as the widget makes it. */
  load: number;
  /** The longest the main thread ran between two pauses meanwhile: what a tap may wait. */
  longestStretch: number;
  times: number[];
}

/**
 * The same keystrokes in Chromium, the search's code bundled as the widgets
 * get it. Chromium's timer is coarsened to 0.1 ms: a figure of 0.1 means « under ».
 */
async function chromiumTimes(text: string, typed: readonly string[]): Promise<ChromiumFigures> {
  const bundle = await build({ stdin: { contents: IN_THE_PAGE, resolveDir: PROJECT_ROOT, loader: 'ts' }, bundle: true, format: 'iife', globalName: 'places', write: false, target: 'es2022' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    type InThePage = { places: { measure(text: string, queries: readonly string[]): Promise<ChromiumFigures> } };
    return await page.evaluate(([listText, queries]) => (globalThis as unknown as InThePage).places.measure(listText, queries), [text, typed] as const);
  } finally {
    await browser.close();
  }
}

/** The served list's bytes as each encoding sends them. */
function sizes(file: string): BenchFigure[] {
  const bytes = (path: string) => readFileSync(path).length;
  const kilobytes = (count: number) => round(count / 1024, 1);
  return [
    { name: 'place list: raw', value: kilobytes(bytes(file)), unit: 'KB' },
    { name: 'place list: gzip (as served)', value: kilobytes(bytes(`${file}.gz`)), unit: 'KB' },
    { name: 'place list: brotli (as served)', value: kilobytes(bytes(`${file}.br`)), unit: 'KB' },
  ];
}

/** How many pages without a chart carry the list, in their HTML or in a file they load as they open. */
async function pagesCarryingTheList(file: string, text: string): Promise<BenchFigure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-places-'));
  const app = await createApp(testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  try {
    const markers = placeListMarkers(file, text);
    let carrying = 0;
    for (const path of PAGES_WITHOUT_CHART) {
      const files = await pageAndItsFiles(async (url) => (await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } })).body, path);
      if ([...files.values()].some((content) => markers.some((marker) => content.includes(marker)))) carrying++;
    }
    return { name: `pages without a chart carrying the list (${PAGES_WITHOUT_CHART.join(', ')})`, value: carrying, unit: '', target: '= 0', ok: carrying === 0 };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const placesBench: BenchSection = async () => {
  const file = builtPlaceListFile();
  if (!file) throw new Error('the list of places is not built: npm run build first');
  const text = readFileSync(file, 'utf8');
  const loads: number[] = [];
  let places: Place[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    places = decodePlaceList(text);
    createPlaceSearch(places);
    loads.push(performance.now() - start);
  }
  const typed = keystrokes(typedNames(places));
  // A first pass warms the search up, as the visitor's first letters do.
  keystrokeTimes(places, typed);
  const times = keystrokeTimes(places, typed);
  const chromium = await chromiumTimes(text, typed);
  return [
    { name: `place list: places (communes ${places.filter(isCommune).length}, world ${places.filter((place) => !isCommune(place)).length})`, value: places.length, unit: '' },
    ...sizes(file),
    { name: 'place list: text to search in Chromium (decode and fold, in slices)', value: round(chromium.load, 1), unit: 'ms' },
    {
      name: 'place list: longest main-thread stretch in Chromium meanwhile',
      value: round(chromium.longestStretch, 1),
      unit: 'ms',
      target: `<= ${LONG_TASK_MS}`,
      ok: chromium.longestStretch <= LONG_TASK_MS,
    },
    { name: 'place list: text to search in Node, median of 5', value: round(median(loads), 1), unit: 'ms' },
    ...latencyFigures('place search in Chromium, one keystroke', chromium.times, 'keystrokes', TARGET_MS),
    ...latencyFigures('place search in Node, one keystroke', times, 'keystrokes', TARGET_MS),
    await pagesCarryingTheList(file, text),
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.table(await placesBench());
