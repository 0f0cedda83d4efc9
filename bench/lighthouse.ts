/**
 * Lighthouse 12 (mobile profile) on the built product with the Debian
 * Chromium: the four category scores and LCP, TBT and CLS of the pages that
 * matter most, and the JavaScript the home page downloads (issue 17's
 * targets), each the median of RUNS audits.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../server/paths';
import { SERVER_ARGS } from '../scripts/server-command';
import { startNodeServer } from '../scripts/node-process';
import { median, type BenchFigure, type BenchSection } from './figures';

const run = promisify(execFile);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/tous-nos-voyants', '/horoscopes/lion', '/consultant-profile/helene', '/ma-question-gratuite', '/par-specialite/amour'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** JS on the home page before interaction, gzip (issue 17's target). */
const HOME_JS_BUDGET_KB = 50;

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] } }>;
}

/** Lighthouse sometimes loses its trace (NO_NAVSTART) on a busy machine: a page gets three tries. */
async function audit(url: string, dir: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, dir);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`[bench] lighthouse retry ${attempt} for ${url}`);
    }
  }
}

async function auditOnce(url: string, dir: string): Promise<Report> {
  const out = join(dir, 'report.json');
  await run(
    join(PROJECT_ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

export const lighthouseBench: BenchSection = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-lh-'));
  const server = await startNodeServer([...SERVER_ARGS], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
  const figures: BenchFigure[] = [];
  try {
    for (const path of PAGES) {
      const reports: Report[] = [];
      for (let i = 0; i < RUNS; i++) reports.push(await audit(server.url + path, dataDir));
      const middle = (value: (report: Report) => number) => median(reports.map(value));
      for (const category of CATEGORIES) {
        const score = Math.round(middle((report) => report.categories[category].score) * 100);
        figures.push({ name: `${path} ${category}`, value: score, unit: '/100', target: '100', ok: score === 100 });
      }
      const metric = (id: string) => middle((report) => report.audits[id]?.numericValue ?? NaN);
      const lcp = metric('largest-contentful-paint');
      const tbt = metric('total-blocking-time');
      const cls = metric('cumulative-layout-shift');
      figures.push(
        { name: `${path} LCP`, value: Math.round(lcp), unit: 'ms', target: '<= 1200', ok: lcp <= 1200 },
        { name: `${path} TBT`, value: Math.round(tbt), unit: 'ms', target: '<= 50', ok: tbt <= 50 },
        { name: `${path} CLS`, value: Math.round(cls * 1000) / 1000, unit: '', target: '<= 0.02', ok: cls <= 0.02 },
      );
      if (path === '/') {
        const scripts = (report: Report) => (report.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
        const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
        const transferred = middle((report) => kb(scripts(report).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)));
        // What a browser downloads (Brotli, headers included), and the same files as a gzip-only client gets them.
        const gzip = middle((report) => kb(scripts(report).reduce((sum, r) => sum + statSync(join(PROJECT_ROOT, 'dist/site', new URL(r.url).pathname) + '.gz').size, 0)));
        figures.push(
          { name: '/ JavaScript transferred (Brotli, with headers)', value: transferred, unit: 'KB', target: `<= ${HOME_JS_BUDGET_KB}`, ok: transferred <= HOME_JS_BUDGET_KB },
          { name: '/ JavaScript, the same files gzip', value: gzip, unit: 'KB', target: `<= ${HOME_JS_BUDGET_KB}`, ok: gzip <= HOME_JS_BUDGET_KB },
        );
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
};
