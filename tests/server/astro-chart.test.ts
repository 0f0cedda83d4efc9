/**
 * The chart's own rules, apart from its astronomy (astro-accuracy.test.ts):
 * the houses' fallback beyond the polar circles, what an unknown time leaves
 * out, the aspects' orbs, the readings' French, and a compatibility score
 * that is exactly the sum its aspects show.
 */
import { describe, expect, it } from 'vitest';
import { angleDifference, CHART_BODIES, normalizeDegrees } from '../../contract/domain/chart-points';
import { aspectBetween, allowedOrb } from '../../server/astro/aspects';
import { computeChart } from '../../server/astro/chart';
import { createCompatibilities } from '../../server/astro/compatibility';
import { houseFrame, houseOfLongitude } from '../../server/astro/houses';
import { chartReadings } from '../../server/astro/readings';
import { arcText } from '../../contract/domain/chart-points';
import type { ChartPlace } from '../../contract/schemas/astro';

const LYON = { latitude: 45.7578, longitude: 4.832 };
const TROMSO = { latitude: 69.6496, longitude: 18.956 };
const BIRTH = new Date('1977-07-14T10:30:00Z');

describe('houses', () => {
  it('are Placidus at Lyon, each cusp after the previous one, the 10th at the midheaven and the 1st at the ascendant', () => {
    const frame = houseFrame(BIRTH, LYON.latitude, LYON.longitude);
    expect(frame.system).toBe('placidus');
    expect(frame.cusps[0]).toBe(frame.ascendant);
    expect(frame.cusps[9]).toBeCloseTo(frame.midheaven, 9);
    for (let house = 0; house < 12; house++) {
      const width = angleDifference(frame.cusps[house]!, frame.cusps[(house + 1) % 12]!);
      expect(width, `house ${house + 1}`).toBeGreaterThan(0);
    }
  });

  it('fall back to equal houses from the ascendant beyond the polar circle, where Placidus has none', () => {
    const frame = houseFrame(BIRTH, TROMSO.latitude, TROMSO.longitude);
    expect(frame.system).toBe('egales');
    frame.cusps.forEach((cusp, house) => expect(normalizeDegrees(cusp - frame.ascendant), `cusp ${house + 1}`).toBeCloseTo(house * 30, 6));
  });

  it('place a longitude in the house whose cusps surround it, across 0° Bélier too', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOfLongitude(355, cusps)).toBe(1);
    expect(houseOfLongitude(5, cusps)).toBe(1);
    expect(houseOfLongitude(20, cusps)).toBe(2);
    expect(houseOfLongitude(349.9, cusps)).toBe(12);
  });
});

describe('a chart', () => {
  it('without a place has every body but no angle, no house and no body in a house', () => {
    const chart = computeChart({ instant: BIRTH });
    expect(chart.bodies.map((body) => body.point)).toEqual([...CHART_BODIES]);
    expect(chart.angles).toEqual([]);
    expect(chart.houses).toBeNull();
    expect(chart.bodies.every((body) => body.house === null)).toBe(true);
  });

  it('with a place puts each body in a house and gives the ascendant and the midheaven', () => {
    const chart = computeChart({ instant: BIRTH, place: LYON });
    expect(chart.angles.map((angle) => angle.point)).toEqual(['ascendant', 'milieu-du-ciel']);
    for (const body of chart.bodies) expect(body.house, body.point).toBe(houseOfLongitude(body.longitude, chart.houses!.cusps));
  });

  it('calls a planet retrograde when its longitude goes back, never the lights or the node', () => {
    // Mercury was retrograde from 2025-07-18 to 2025-08-11.
    const chart = computeChart({ instant: new Date('2025-07-28T12:00:00Z') });
    const byPoint = Object.fromEntries(chart.bodies.map((body) => [body.point, body]));
    expect(byPoint.mercure!.retrograde).toBe(true);
    expect(byPoint['noeud-nord']!.speed).toBeLessThan(0);
    expect(byPoint['noeud-nord']!.retrograde).toBe(false);
    expect(byPoint.venus!.retrograde).toBe(false);
  });
});

describe('aspects', () => {
  it('are found within their orb, named by their kind, and not beyond it', () => {
    expect(aspectBetween({ point: 'soleil', longitude: 10 }, { point: 'lune', longitude: 131 })).toMatchObject({ kind: 'trigone', orb: 1 });
    expect(aspectBetween({ point: 'mars', longitude: 10 }, { point: 'venus', longitude: 100 + 7 })).toMatchObject({ kind: 'carré', orb: 7 });
    expect(aspectBetween({ point: 'mars', longitude: 10 }, { point: 'venus', longitude: 100 + 7.5 })).toBeUndefined();
    expect(allowedOrb('conjonction', 'soleil', 'noeud-nord')).toBe(10);
    expect(allowedOrb('conjonction', 'mars', 'noeud-nord')).toBe(5);
  });
});

describe('readings', () => {
  it('are French with French typography, one per point then the tightest aspects', () => {
    const chart = computeChart({ instant: BIRTH, place: LYON });
    const readings = chartReadings(chart);
    expect(readings[0]!.title).toMatch(/^Ascendant en /);
    expect(readings.find((reading) => reading.title.startsWith('Soleil en Cancer'))!.text).toMatch(/^Le Soleil, c’est ce qui vous anime et vous fait rayonner\. En Cancer, cela s’exprime avec tendresse/);
    for (const { title, text } of readings) {
      expect(`${title} ${text}`).not.toMatch(/'/);
      expect(text).not.toMatch(/[^\u202f][:;?!]/);
    }
    expect(arcText(1.5)).toBe('1°\u00a030′');
  });
});

describe('compatibility', () => {
  const lyon: ChartPlace = { id: '69123', label: 'Lyon (Rhône, 69)', latitude: LYON.latitude, longitude: LYON.longitude, timeZone: 'Europe/Paris' };
  const compatibilities = createCompatibilities((id) => (id === lyon.id ? lyon : undefined));

  it('scores exactly 50 plus the weights of the aspects it shows, and reads them with the names elided', () => {
    const answer = compatibilities.get({ prenom1: 'Alex', date1: '1985-06-21', heure1: '14:35', lieu1: '69123', prenom2: 'Camille', date2: '1987-02-03' });
    const sum = answer.aspects.reduce((total, aspect) => total + aspect.weight, 0);
    expect(answer.score).toBe(Math.min(97, Math.max(3, Math.round(50 + sum))));
    expect(answer.aspects.length).toBeGreaterThan(0);
    expect(answer.people.map((person) => person.name)).toEqual(['Alex', 'Camille']);
    const text = answer.readings.map((reading) => reading.text).join(' ');
    expect(text).toMatch(/d’Alex/);
    expect(answer.notes[0]).toMatch(/Sans heure de naissance/);
  });

  it('keeps a typed apostrophe in a first name as typed', () => {
    const answer = compatibilities.get({ prenom1: "N'Golo", date1: '1985-06-21', date2: '1987-02-03' });
    expect(answer.people[0]!.name).toBe("N'Golo");
  });
});
