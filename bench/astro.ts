/**
 * Astrology figures: one birth chart computed on the server (positions,
 * Placidus houses, aspects and the French reading), uncached, for random
 * births from 1900 to 2100 at random places within ±60° of latitude; and
 * one compatibility (two charts and the aspects between them).
 * Runs inside `npm run bench` or alone: `npx tsx bench/astro.ts`.
 */
import { pathToFileURL } from 'node:url';
import { fnv1a, mulberry32 } from '../contract/domain/deterministic-random';
import { aspectsAcross } from '../server/astro/aspects';
import { computeChart } from '../server/astro/chart';
import { chartReadings } from '../server/astro/readings';
import { latencyFigures, type BenchFigure } from './figures';

const WARM_UP = 200;
const CHARTS = 2000;
const CHART_TARGET_MS = 10;

export async function astroBench(): Promise<BenchFigure[]> {
  const random = mulberry32(fnv1a('astro bench'));
  const randomBirth = () => ({
    instant: new Date(Date.UTC(1900, 0, 1) + random() * (Date.UTC(2100, 11, 31) - Date.UTC(1900, 0, 1))),
    place: { latitude: -60 + random() * 120, longitude: -180 + random() * 360 },
  });
  for (let i = 0; i < WARM_UP; i++) chartReadings(computeChart(randomBirth()));

  const chartMs: number[] = [];
  for (let i = 0; i < CHARTS; i++) {
    const birth = randomBirth();
    const start = performance.now();
    chartReadings(computeChart(birth));
    chartMs.push(performance.now() - start);
  }
  const compatibilityMs: number[] = [];
  for (let i = 0; i < CHARTS / 2; i++) {
    const [first, second] = [randomBirth(), randomBirth()];
    const start = performance.now();
    const [a, b] = [computeChart(first), computeChart(second)];
    aspectsAcross([...a.bodies, ...a.angles], [...b.bodies, ...b.angles]);
    compatibilityMs.push(performance.now() - start);
  }
  return [
    ...latencyFigures('birth chart computed (positions, Placidus houses, aspects, reading)', chartMs, 'charts', CHART_TARGET_MS),
    ...latencyFigures('compatibility computed (two charts, aspects across)', compatibilityMs, 'pairs', 2 * CHART_TARGET_MS),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await astroBench());
}
