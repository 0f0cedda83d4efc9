/**
 * The chart as astrologers draw it: the zodiac's ring with its twelve signs,
 * the houses' cusps with the ascendant on the left, each planet's glyph at
 * its longitude (spread where they crowd, a tick marking the exact place),
 * and the aspects as lines across the middle, coloured by kind. The table
 * beside it says the same in words; the picture's label names each placement.
 */
import { useId } from 'react';
import { CHART_POINT_GLYPHS, type ChartPoint } from '../../contract/domain/chart-points';
import { signGlyph } from '../../contract/domain/sign-glyphs';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import type { BirthChart } from '../../contract/schemas/astro';
import { pointName, signName } from './chart-words';
import { THEME_ASTRAL_TEXTS } from './texts';
import styles from './theme-astral.module.css';
import { CENTRE, polar, spreadGlyphs } from './wheel-layout';

const RADIUS = {
  outer: 196,
  signs: 164,
  signGlyph: 180,
  tick: 156,
  glyph: 138,
  houseNumber: 113,
  aspects: 98,
} as const;

/** Glyphs closer than this (degrees) are spread: a glyph is about 18 px wide at RADIUS.glyph. */
const GLYPH_GAP = 8.5;
/** The sign glyphs' 64-unit grid brought to about 22 px. */
const SIGN_SCALE = 0.34;

/** Text presentation: without it, phones draw ♀ and ♂ as coloured emoji. */
const TEXT_STYLE = '\ufe0e';

const ASPECT_CLASS: Record<string, string | undefined> = {
  sextile: styles.sextile,
  trigone: styles.trine,
  carré: styles.square,
  opposition: styles.opposition,
};

function wheelLabel(chart: BirthChart): string {
  const placements = [...chart.bodies, ...chart.angles].map((placement) => `${pointName(placement.point)} en ${signName(placement.sign)}`);
  return `${THEME_ASTRAL_TEXTS.chart.wheelLabel}\u202f: ${placements.join(', ')}.`;
}

export function ChartWheel({ chart }: { chart: BirthChart }) {
  const titleId = useId();
  const ascendant = chart.angles.find((angle) => angle.point === 'ascendant');
  // Without a birth time there is no ascendant: 0° Bélier goes on the left, as a solar chart is drawn.
  const left = ascendant?.longitude ?? 0;
  const at = (longitude: number, radius: number) => polar(longitude, radius, left);
  const points: { point: ChartPoint; longitude: number }[] = [...chart.bodies, ...chart.angles];
  const placed = spreadGlyphs(
    points.map((point) => point.longitude),
    GLYPH_GAP,
  );
  const longitudeOf = new Map(points.map((point) => [point.point, point.longitude]));
  const cusps = chart.houses?.cusps ?? [];

  return (
    <svg className={styles.wheel} viewBox="0 0 400 400" role="img" aria-labelledby={titleId} part="wheel">
      <title id={titleId}>{wheelLabel(chart)}</title>
      <circle className={styles.ring} cx={CENTRE} cy={CENTRE} r={RADIUS.outer} />
      <circle className={styles.ring} cx={CENTRE} cy={CENTRE} r={RADIUS.signs} />
      <circle className={styles.innerRing} cx={CENTRE} cy={CENTRE} r={RADIUS.aspects} />
      {ZODIAC_SIGNS.map((sign, index) => {
        const start = at(index * 30, RADIUS.signs);
        const end = at(index * 30, RADIUS.outer);
        const middle = at(index * 30 + 15, RADIUS.signGlyph);
        const offset = 32 * SIGN_SCALE;
        return (
          <g key={sign.slug} data-sign={sign.slug}>
            <line className={styles.ring} x1={start.x} y1={start.y} x2={end.x} y2={end.y} />
            <path className={styles.signGlyph} d={signGlyph(sign.slug)} transform={`translate(${middle.x - offset} ${middle.y - offset}) scale(${SIGN_SCALE})`} />
          </g>
        );
      })}
      {Array.from({ length: 72 }, (_, step) => {
        const longitude = step * 5;
        const outer = at(longitude, RADIUS.signs);
        const inner = at(longitude, RADIUS.signs - (longitude % 10 === 0 ? 6 : 3));
        return <line key={longitude} className={styles.degreeTick} x1={outer.x} y1={outer.y} x2={inner.x} y2={inner.y} />;
      })}
      {cusps.map((cusp, index) => {
        const axis = index % 3 === 0;
        const from = at(cusp, axis ? 0 : RADIUS.aspects);
        const to = at(cusp, RADIUS.signs);
        const next = cusps[(index + 1) % 12]!;
        const width = (((next - cusp) % 360) + 360) % 360;
        const label = at(cusp + width / 2, RADIUS.houseNumber);
        return (
          <g key={index}>
            <line className={axis ? styles.axis : styles.cusp} x1={from.x} y1={from.y} x2={to.x} y2={to.y} data-house={index + 1} />
            <text className={styles.houseNumber} x={label.x} y={label.y}>
              {index + 1}
            </text>
          </g>
        );
      })}
      {chart.aspects
        .filter((aspect) => aspect.kind !== 'conjonction')
        .map((aspect) => {
          const from = at(longitudeOf.get(aspect.from)!, RADIUS.aspects);
          const to = at(longitudeOf.get(aspect.to)!, RADIUS.aspects);
          return <line key={`${aspect.from}-${aspect.to}`} className={ASPECT_CLASS[aspect.kind]} x1={from.x} y1={from.y} x2={to.x} y2={to.y} data-aspect={aspect.kind} />;
        })}
      {points.map((point, index) => {
        const exact = at(point.longitude, RADIUS.signs);
        const tick = at(point.longitude, RADIUS.tick);
        const bend = at(placed[index]!, RADIUS.glyph + 11);
        const glyph = at(placed[index]!, RADIUS.glyph);
        const angle = point.point === 'ascendant' || point.point === 'milieu-du-ciel';
        return (
          <g key={point.point} data-point={point.point}>
            <polyline className={styles.pointTick} points={`${exact.x},${exact.y} ${tick.x},${tick.y} ${bend.x},${bend.y}`} />
            <text className={angle ? styles.angleGlyph : styles.pointGlyph} x={glyph.x} y={glyph.y}>
              {CHART_POINT_GLYPHS[point.point] + (angle ? '' : TEXT_STYLE)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
