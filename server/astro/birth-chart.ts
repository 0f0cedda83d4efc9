/**
 * A visitor's birth data turned into the chart the API answers: the place
 * found in the list, the legal time turned into UT, the chart computed, its
 * notes and its reading. Bad input is a French HttpError, never a chart drawn
 * from a guess.
 */
import { LRUCache } from 'lru-cache';
import type { BirthChart, BirthChartQuery, ChartPlace } from '../../contract/schemas/astro';
import { PARIS_TIME_ZONE } from '../../contract/domain/paris-day';
import { HttpError, invalidField } from '../http-error';
import { computeChart } from './chart';
import { instantOfWallTime, zoneOffsetAt } from './legal-time';
import { chartReadings } from './readings';
import { typeset } from '../french-typography';

export type PlaceLookup = (id: string) => ChartPlace | undefined;

/** The hour a chart is cast for when the birth time is unknown: the middle of the day keeps the Moon within about 6° of its true place. */
const UNKNOWN_TIME = '12:00';

const NOTES = {
  unknownTime:
    'Heure de naissance inconnue : le thème est calculé pour midi, sans ascendant ni maisons. La Lune peut s’y trouver jusqu’à 7° de sa vraie place, et parfois dans le signe voisin.',
  noPlace: 'Lieu de naissance non précisé : midi à l’heure de Paris.',
  equalHouses:
    'Au-delà du cercle polaire, les maisons Placidus n’existent pas (certains degrés du zodiaque ne se lèvent ni ne se couchent) : les maisons sont ici égales, de 30° chacune depuis l’ascendant.',
};

/** « +02:00 », or « +00:09 » for Paris Mean Time before 1911 (rounded to the minute: the offset is shown, not computed with). */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

function placeOf(query: BirthChartQuery, lookup: PlaceLookup): ChartPlace | null {
  if (query.lieu === undefined) return null;
  const place = lookup(query.lieu);
  if (!place) throw invalidField('lieu', typeset('Lieu de naissance introuvable : choisissez-le dans la liste proposée.'));
  return place;
}

/** The UT instant of the birth, or a French refusal for a time that did not exist or existed twice. */
function instantOf(query: BirthChartQuery, time: string, timeZone: string, placeName: string): Date {
  const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const legal = instantOfWallTime({ year, month, day, hour, minute }, timeZone);
  if (legal.kind === 'unique') return legal.instant;
  if (legal.kind === 'skipped') {
    throw new HttpError(
      422,
      'heure_inexistante',
      typeset(`L'heure ${time} n'a pas existé ce jour-là à ${placeName} : les horloges ont été avancées (passage à l'heure d'été). Vérifiez l'heure de naissance sur l'acte de naissance.`),
      'heure',
    );
  }
  if (query.occurrence === undefined) {
    throw new HttpError(
      422,
      'heure_double',
      typeset(`L'heure ${time} a existé deux fois ce jour-là à ${placeName} : les horloges ont été retardées (retour à l'heure d'hiver). Précisez s'il s'agit de la première (heure d'été) ou de la seconde (heure d'hiver).`),
      'occurrence',
    );
  }
  return query.occurrence === '1' ? legal.earlier : legal.later;
}

function buildBirthChart(query: BirthChartQuery, lookup: PlaceLookup): BirthChart {
  const place = placeOf(query, lookup);
  const time = query.heure ?? UNKNOWN_TIME;
  const timeZone = place?.timeZone ?? PARIS_TIME_ZONE;
  const instant = instantOf(query, time, timeZone, place ? place.label : 'Paris');
  // Houses need both the minute and the place: without either, the chart says so instead of guessing.
  const chart = computeChart({
    instant,
    place: query.heure !== undefined && place ? { latitude: place.latitude, longitude: place.longitude } : undefined,
  });
  const notes: string[] = [];
  if (query.heure === undefined) notes.push(NOTES.unknownTime);
  if (!place) notes.push(NOTES.noPlace);
  if (chart.houses?.system === 'egales') notes.push(NOTES.equalHouses);
  return {
    birth: {
      date: query.date,
      time: query.heure ?? null,
      place,
      instant: instant.toISOString(),
      utcOffset: offsetText(zoneOffsetAt(instant.getTime(), timeZone)),
    },
    bodies: chart.bodies.map((body) => ({ ...body })),
    angles: chart.angles.map((angle) => ({ ...angle })),
    houses: chart.houses ? { system: chart.houses.system, cusps: [...chart.houses.cusps] } : null,
    aspects: chart.aspects.map((aspect) => ({ ...aspect })),
    notes: notes.map(typeset),
    readings: chartReadings(chart),
  };
}

/** Charts asked again (a shared link, the page and its widget) are answered from memory. */
export function createBirthCharts(lookup: PlaceLookup) {
  const cache = new LRUCache<string, BirthChart>({ max: 2000 });
  return {
    get(query: BirthChartQuery): BirthChart {
      const key = JSON.stringify([query.date, query.heure, query.lieu, query.occurrence]);
      let chart = cache.get(key);
      if (!chart) {
        chart = buildBirthChart(query, lookup);
        cache.set(key, chart);
      }
      return chart;
    },
  };
}
export type BirthCharts = ReturnType<typeof createBirthCharts>;
