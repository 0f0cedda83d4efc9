/**
 * The server's rendering of the pages (issue 17): how long a page takes to
 * render when it is not kept yet (cold: every render after the first few,
 * which warm the code up, as the server renders each path once per catalogue
 * and per day), and how fast a kept page is served next to a static file of
 * the same server, as a browser asks (Brotli), alternated in one run.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerRender from '../site/server-render';
import { createApp } from '../server/app';
import { testConfig } from '../server/config';
import { injectLoader } from '../server/page-rendering';
import { paths } from '../server/paths';
import { SERVER_ARGS } from '../scripts/server-command';
import { startNodeServer } from '../scripts/node-process';
import { load, type Run } from './api';
import { median, percentile, round, type BenchFigure, type BenchSection } from './figures';

const PAGES = ['/horoscopes/lion', '/'];
const WARM_UPS = 5;
const RENDERS = 30;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BROWSER = { accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };

/** Render times of each page, uncached, in this process with the built renderer and the real app answering its data. */
async function coldRenders(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-render-'));
  const app = await createApp(testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  const { renderPage } = (await import(pathToFileURL(paths.serverRenderer).href)) as typeof ServerRender;
  const template = readFileSync(join(paths.site, 'index.html'), 'utf8');
  const loadApi = injectLoader(app);
  const figures: BenchFigure[] = [];
  try {
    for (const path of PAGES) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UPS + RENDERS; i++) {
        const start = performance.now();
        const page = await renderPage(template, path, loadApi, { timeoutMs: 10_000, liveFrom: String(app.live.lastStatusId), agency: app.agency.identity });
        if (!page?.complete) throw new Error(`${path} did not render whole`);
        if (i >= WARM_UPS) times.push(performance.now() - start);
      }
      const p50 = median(times);
      figures.push(
        { name: `render ${path}, not kept: p50`, value: round(p50, 1), unit: 'ms', target: '<= 30', ok: p50 <= 30 },
        { name: `render ${path}, not kept: p95`, value: round(percentile(times, 0.95), 1), unit: 'ms' },
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** A kept page's throughput next to a static file's (the site's stylesheet), alternated, as a browser asks. */
async function keptThroughput(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-pages-'));
  const server = await startNodeServer([...SERVER_ARGS], { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' });
  const stylesheet = `/assets/${readdirSync(join(paths.site, 'assets')).find((file) => file.endsWith('.css'))}`;
  const figures: BenchFigure[] = [];
  try {
    for (const path of PAGES) {
      await load(server.url + stylesheet, BROWSER);
      await load(server.url + path, BROWSER);
      const pages: Run[] = [];
      const files: Run[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        files.push(await load(server.url + stylesheet, BROWSER));
        pages.push(await load(server.url + path, BROWSER));
      }
      const ratio = median(pages.map((run, i) => run.rps / files[i]!.rps));
      const errors = pages.reduce((sum, run) => sum + run.errors, 0);
      figures.push(
        { name: `GET ${path}, kept, browser (br): req/s`, value: Math.round(median(pages.map((run) => run.rps))), unit: 'req/s' },
        { name: `GET ${stylesheet.replace(/-.+\./, '-….')} (static file), browser (br): req/s`, value: Math.round(median(files.map((run) => run.rps))), unit: 'req/s' },
        { name: `GET ${path}, kept: ratio to the static file (median of ${ROUNDS})`, value: round(ratio, 2), unit: '', target: '>= 0.5', ok: ratio >= 0.5 },
        { name: `GET ${path}, kept: p99`, value: median(pages.map((run) => run.p99)), unit: 'ms' },
        { name: `GET ${path}, kept: errors`, value: errors, unit: '', target: '0', ok: errors === 0 },
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

export const pagesBench: BenchSection = async () => [...(await coldRenders()), ...(await keptThroughput())];
