/**
 * When and where a birth was: the place found in the list and the legal time
 * turned into UT. Bad input is a French HttpError naming its field, never a
 * moment guessed from it.
 */
import type { ChartPlace } from '../../contract/schemas/astro';
import { PARIS_TIME_ZONE } from '../../contract/domain/paris-day';
import { HttpError, invalidField } from '../http-error';
import { typeset } from '../french-typography';
import { instantOfWallTime, zoneOffsetAt } from './legal-time';

/** One person's birth data, as a query gives it (the chart's, or each side of a compatibility). */
export interface BirthInput {
  readonly date: string;
  readonly heure?: string | undefined;
  readonly lieu?: string | undefined;
  readonly occurrence?: '1' | '2' | undefined;
}

export interface BirthMoment {
  readonly date: string;
  /** Null when unknown. */
  readonly time: string | null;
  readonly place: ChartPlace | null;
  readonly instant: Date;
  /** « +02:00 »: the legal time's offset that day. */
  readonly utcOffset: string;
  /** Where houses can be cast: only with both the minute and the place. */
  readonly housesAt: { readonly latitude: number; readonly longitude: number } | undefined;
}

export type PlaceLookup = (id: string) => ChartPlace | undefined;

/** The hour a chart is cast for when the birth time is unknown: the middle of the day keeps the Moon within about 6° of its true place. */
const UNKNOWN_TIME = '12:00';

/** « +02:00 », or « +00:09 » for Paris Mean Time before 1911 (rounded to the minute: the offset is shown, not computed with). */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

function placeOf(input: BirthInput, lookup: PlaceLookup, suffix: string): ChartPlace | null {
  if (input.lieu === undefined) return null;
  const place = lookup(input.lieu);
  if (!place) throw invalidField(`lieu${suffix}`, typeset('Lieu de naissance introuvable : choisissez-le dans la liste proposée.'));
  return place;
}

/** The UT instant of the birth, or a French refusal for a time that did not exist or existed twice. */
function instantOf(input: BirthInput, time: string, timeZone: string, placeName: string, suffix: string): Date {
  const [year, month, day] = input.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const legal = instantOfWallTime({ year, month, day, hour, minute }, timeZone);
  if (legal.kind === 'unique') return legal.instant;
  if (legal.kind === 'skipped') {
    throw new HttpError(
      422,
      'heure_inexistante',
      typeset(`L'heure ${time} n'a pas existé ce jour-là à ${placeName} : les horloges ont été avancées (passage à l'heure d'été). Vérifiez l'heure de naissance sur l'acte de naissance.`),
      `heure${suffix}`,
    );
  }
  if (input.occurrence === undefined) {
    throw new HttpError(
      422,
      'heure_double',
      typeset(`L'heure ${time} a existé deux fois ce jour-là à ${placeName} : les horloges ont été retardées (retour à l'heure d'hiver). Précisez s'il s'agit de la première (heure d'été) ou de la seconde (heure d'hiver).`),
      `occurrence${suffix}`,
    );
  }
  return input.occurrence === '1' ? legal.earlier : legal.later;
}

/**
 * Resolves one birth. `suffix` names the fields of the second person of a
 * compatibility (heure2, lieu2…), so each error points at its own field.
 */
export function resolveBirth(input: BirthInput, lookup: PlaceLookup, suffix = ''): BirthMoment {
  const place = placeOf(input, lookup, suffix);
  const timeZone = place?.timeZone ?? PARIS_TIME_ZONE;
  const instant = instantOf(input, input.heure ?? UNKNOWN_TIME, timeZone, place ? place.label : 'Paris', suffix);
  return {
    date: input.date,
    time: input.heure ?? null,
    place,
    instant,
    utcOffset: offsetText(zoneOffsetAt(instant.getTime(), timeZone)),
    housesAt: input.heure !== undefined && place ? { latitude: place.latitude, longitude: place.longitude } : undefined,
  };
}

/** A resolved birth as the API shows it. */
export function birthAnswer(birth: BirthMoment) {
  return { date: birth.date, time: birth.time, place: birth.place, instant: birth.instant.toISOString(), utcOffset: birth.utcOffset };
}
