/**
 * « Pourquoi ce texte ? » in plain French: one line per transit the engine
 * wrote the text from (meta.why), and the sentence that says how and when it
 * computed them. The server sends the names; this only builds the sentences,
 * with French typography (U+202F before ; and :, U+00A0 inside 2° 14′, ’).
 */
import type { HoroscopeWhy } from '../../contract/schemas/horoscope-why';
import { capitalize, frenchAndList, frenchDate, isoDay, WEEKDAYS, type DateFields } from '../../contract/domain/french-format';

const NBSP = '\u00a0';

export const WHY_SUMMARY = 'Pourquoi ce texte\u202f?';


/** 1 → '1ʳᵉ', 5 → '5ᵉ'. */
const ordinal = (n: number) => (n === 1 ? '1ʳᵉ' : `${n}ᵉ`);
const inHouse = (house: number) => `dans votre ${ordinal(house)} maison solaire`;

/** '2026-12-01' → '1er décembre 2026' ('dimanche 29 novembre 2026' with the weekday). */
function dayText(iso: string, fields: DateFields = 'day'): string {
  const day = isoDay(iso);
  if (!day) return iso;
  const text = frenchDate(day, fields);
  return day.day === 1 && fields !== 'month' ? text.replace(/(^|\s)1 /, '$11er ') : text;
}

/** 2.2347° sent as { degrees: 2, minutes: 14 } → '2° 14′'. */
const orbText = ({ degrees, minutes }: { degrees: number; minutes: number }) => `${degrees}°${NBSP}${String(minutes).padStart(2, '0')}′`;

const MOON_PHASES = { nouvelle: 'Nouvelle Lune', croissante: 'Lune croissante', pleine: 'Pleine Lune', decroissante: 'Lune décroissante' } as const;

/** The lines of the list: where the bodies stand, their aspects to the sign, then what happens during the period. */
export function whyLines(why: HoroscopeWhy): string[] {
  const months = [...new Set(why.mercuryRetrogrades.map((iso) => dayText(iso, 'month')))];
  return [
    ...why.placements.map((p) => `${capitalize(p.body)} en ${p.sign}, ${inHouse(p.house)}${p.retrograde ? ', rétrograde' : ''}`),
    ...why.aspects.map((a) => `${capitalize(a.body)} en ${a.kind} ${a.kind === 'conjonction' ? 'avec' : 'à'} votre signe (orbe ${orbText(a.orb)})`),
    ...why.ingresses.map((i) => `${capitalize(i.body)} entre en ${i.sign} le ${dayText(i.day)}, ${inHouse(i.house)}`),
    ...why.stays.map(({ body, sign, house, from, to }) => {
      const when = from && to ? `du ${dayText(from)} au ${dayText(to)}` : from ? `à partir du ${dayText(from)}` : to ? `jusqu’au ${dayText(to)}` : 'toute l’année';
      return `${capitalize(body)} en ${sign}, ${inHouse(house)}, ${when}`;
    }),
    ...why.lunations.map((l) => `${MOON_PHASES[l.phase]} en ${l.sign} le ${dayText(l.day)}, ${inHouse(l.house)}`),
    ...why.moonDays.map((m) => `La Lune en ${m.sign}, ${inHouse(m.house)}, ${frenchAndList(m.days.map((iso) => WEEKDAYS[isoDay(iso)?.weekday ?? 0]!))}`),
    ...(why.moonPhase ? [MOON_PHASES[why.moonPhase]] : []),
    ...(months.length > 0 ? [`Mercure devient rétrograde en ${frenchAndList(months)}`] : []),
  ];
}

/** '…T12:00:00+01:00' → 'midi'; another hour as '9 h 30' (no-break spaces). */
function hourText(iso: string): string {
  const [hours = '', minutes = ''] = iso.slice(11, 16).split(':');
  if (hours === '12' && minutes === '00') return 'midi';
  return `${Number(hours)}${NBSP}h${minutes === '00' ? '' : `${NBSP}${minutes}`}`;
}

/** « Ces transits sont calculés… »: what the engine computed, for which instant, and where the aspects are measured. */
export function whyNote(why: HoroscopeWhy): string {
  const when = (iso: string) => `le ${dayText(iso.slice(0, 10), 'weekday')} à ${hourText(iso)}`;
  const measured = `mesurés à ${why.aspectPoint}° du début de votre signe`;
  const aspects = why.aspectsAt === why.positionsAt ? `les aspects sont ${measured}` : `les aspects, ${when(why.aspectsAt)} (milieu de la période), sont ${measured}`;
  return `Ces transits sont calculés par notre moteur (astronomy-engine) pour ${when(why.positionsAt)}, heure de Paris\u202f; ${aspects}.`;
}
