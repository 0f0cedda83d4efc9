/**
 * A visitor's birth data turned into the chart the API answers: the moment
 * resolved (birth-moment.ts), the chart computed, its notes and its reading.
 */
import type { BirthChart, BirthChartQuery } from '../../contract/schemas/astro';
import { typeset } from '../french-typography';
import { birthAnswer, resolveBirth, type PlaceLookup } from './birth-moment';
import { computeChart } from './chart';
import { chartReadings } from './readings';
import { remembered } from './remembered';

export type { PlaceLookup };

const NOTES = {
  unknownTime:
    'Heure de naissance inconnue : le thème est calculé pour midi, sans ascendant ni maisons. La Lune peut s’y trouver jusqu’à 7° de sa vraie place, et parfois dans le signe voisin.',
  noPlace: 'Lieu de naissance non précisé : midi à l’heure de Paris.',
  equalHouses:
    'Au-delà du cercle polaire, les maisons Placidus n’existent pas (certains degrés du zodiaque ne se lèvent ni ne se couchent) : les maisons sont ici égales, de 30° chacune depuis l’ascendant.',
};

function buildBirthChart(query: BirthChartQuery, lookup: PlaceLookup): BirthChart {
  const birth = resolveBirth(query, lookup);
  // Houses need both the minute and the place: without either, the chart says so instead of guessing.
  const chart = computeChart({ instant: birth.instant, place: birth.housesAt });
  const notes: string[] = [];
  if (birth.time === null) notes.push(NOTES.unknownTime);
  if (!birth.place) notes.push(NOTES.noPlace);
  if (chart.houses?.system === 'egales') notes.push(NOTES.equalHouses);
  return {
    birth: birthAnswer(birth),
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
  return remembered(
    2000,
    (query: BirthChartQuery) => JSON.stringify([query.date, query.heure, query.lieu, query.occurrence]),
    (query) => buildBirthChart(query, lookup),
  );
}
export type BirthCharts = ReturnType<typeof createBirthCharts>;
