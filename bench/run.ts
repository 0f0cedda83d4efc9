/**
 * `npm run bench`: runs every benchmark section, prints one table and writes
 * it as JSON under bench/results/. A section can be chosen by name:
 * `npm run bench -- api`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';
import { apiBench } from './api';
import { bundleBench } from './bundle-sizes';
import { chatBench } from './chat';
import type { BenchFigure, BenchSection } from './figures';
import { figuresQueryBench } from './figures-query';
import { horoscopeBench } from './horoscope';
import { lighthouseBench } from './lighthouse';
import { liveBench } from './live';
import { loadBench } from './load';
import { mailBench } from './mail';
import { oracleBench } from './oracle';
import { pagesBench } from './pages';
import { paymentsBench } from './payments';
import { placesBench } from './places';
import { signInBench } from './sign-in';

const sections: Record<string, BenchSection> = {
  bundles: bundleBench,
  api: apiBench,
  horoscope: horoscopeBench,
  oracle: oracleBench,
  load: loadBench,
  live: liveBench,
  chat: chatBench,
  'sign-in': signInBench,
  mail: mailBench,
  figures: figuresQueryBench,
  pages: pagesBench,
  places: placesBench,
  payments: paymentsBench,
  lighthouse: lighthouseBench,
};

const chosen = process.argv.slice(2).filter((name) => name in sections);
const rows: (BenchFigure & { section: string })[] = [];
for (const [name, section] of Object.entries(sections)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  console.log(`[bench] ${name}…`);
  for (const figure of await section()) rows.push({ section: name, ...figure });
}

const verdict = (row: BenchFigure) => (row.ok === undefined ? '' : row.ok ? 'ok' : 'MISSED');
console.log('');
console.table(
  rows.map((row) => ({
    section: row.section,
    figure: row.name,
    value: `${row.value}${row.unit ? ` ${row.unit}` : ''}`,
    target: row.target ?? '',
    '': verdict(row),
  })),
);

const dir = join(PROJECT_ROOT, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2));
writeFileSync(join(dir, 'latest.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2));
console.log(`[bench] written to ${file}`);
