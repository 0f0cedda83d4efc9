/**
 * What each of the five sections speaks of: its houses, the bodies that may
 * open it, the aspects, retrogrades and events it reports.
 */
import type { SectionKey } from '../french';
import { BODIES, type BodyKey } from '../sky';
import type { Kind } from './reading';

export interface SectionConf {
  /** Houses that make a body the section's natural subject. */
  readonly houses: readonly number[];
  /** Candidate subjects of the first sentence, by period kind. */
  readonly subjects: Readonly<Record<Kind, readonly BodyKey[]>>;
  readonly aspectBodies: readonly BodyKey[];
  readonly retroBodies: readonly BodyKey[];
  /** Whose sign change during a week or a month the section reports. */
  readonly eventBodies: readonly BodyKey[];
  /** Week: houses whose Moon days the section reports. */
  readonly moonHouses: readonly number[];
  /** Month: lunations the section may report. */
  readonly lunations: ReadonlyArray<'nouvelle' | 'pleine'>;
  /** Year: either a slow planet's placement and ingress, or a faster body's stays in chosen houses. */
  readonly year: { readonly placement: BodyKey } | { readonly visit: BodyKey; readonly houses: readonly number[] };
}

export const SECTION_CONF: Readonly<Record<SectionKey, SectionConf>> = {
  personal: {
    houses: [1, 4, 5],
    subjects: { day: ['lune', 'soleil'], week: ['soleil', 'mercure'], month: ['soleil', 'mercure'], year: ['jupiter'] },
    aspectBodies: BODIES,
    retroBodies: ['mars', 'jupiter', 'saturne', 'venus', 'mercure'],
    eventBodies: ['soleil'],
    moonHouses: [1, 4],
    lunations: ['nouvelle'],
    year: { placement: 'jupiter' },
  },
  health: {
    houses: [6, 1, 12],
    subjects: {
      day: ['mars', 'soleil', 'saturne'],
      week: ['mars', 'soleil', 'saturne'],
      month: ['mars', 'saturne'],
      year: ['saturne'],
    },
    aspectBodies: ['mars', 'soleil', 'lune', 'saturne'],
    retroBodies: ['mars', 'saturne'],
    eventBodies: ['mars'],
    moonHouses: [6, 12],
    lunations: ['pleine'],
    year: { visit: 'mars', houses: [1, 6, 5, 10, 9, 11] },
  },
  profession: {
    houses: [10, 6, 2],
    subjects: {
      day: ['mercure', 'soleil', 'saturne', 'jupiter'],
      week: ['mercure', 'soleil', 'saturne', 'jupiter'],
      month: ['saturne', 'jupiter', 'mercure'],
      year: ['saturne'],
    },
    aspectBodies: ['mercure', 'saturne', 'jupiter', 'soleil', 'mars'],
    retroBodies: ['mercure', 'saturne', 'jupiter'],
    eventBodies: ['mercure', 'jupiter', 'saturne'],
    moonHouses: [10, 2, 6],
    lunations: ['nouvelle'],
    year: { placement: 'saturne' },
  },
  emotions: {
    houses: [5, 7, 8],
    subjects: { day: ['venus', 'lune', 'mars'], week: ['venus', 'mars'], month: ['venus', 'mars'], year: ['venus'] },
    aspectBodies: ['venus', 'lune', 'mars', 'jupiter'],
    retroBodies: ['venus', 'mars'],
    eventBodies: ['venus'],
    moonHouses: [5, 7, 8],
    lunations: ['pleine'],
    year: { visit: 'venus', houses: [5, 7, 1, 11, 8, 4] },
  },
  travel: {
    houses: [9, 3],
    subjects: {
      day: ['jupiter', 'mercure', 'lune'],
      week: ['jupiter', 'mercure'],
      month: ['jupiter', 'mercure'],
      year: ['jupiter'],
    },
    aspectBodies: ['jupiter', 'mercure', 'lune', 'mars'],
    retroBodies: ['mercure', 'jupiter'],
    eventBodies: ['mercure', 'jupiter'],
    moonHouses: [9, 3],
    lunations: ['nouvelle', 'pleine'],
    year: { visit: 'soleil', houses: [9, 3] },
  },
};
