/**
 * The Moon's eight phases as the site names them (issue 41, point 3), in the
 * order of a lunation: the four principal phases (even indexes, the instants
 * astronomy-engine's quarters give) and the four stretches between them (odd
 * indexes). Without zod: the server names a phase, the widget only shows it.
 */
export const MOON_PHASES = [
  'nouvelle-lune',
  'premier-croissant',
  'premier-quartier',
  'gibbeuse-croissante',
  'pleine-lune',
  'gibbeuse-decroissante',
  'dernier-quartier',
  'dernier-croissant',
] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

/** Each phase as French calendars write it. */
export const MOON_PHASE_NAMES: Readonly<Record<MoonPhase, string>> = {
  'nouvelle-lune': 'Nouvelle Lune',
  'premier-croissant': 'Premier croissant',
  'premier-quartier': 'Premier quartier',
  'gibbeuse-croissante': 'Gibbeuse croissante',
  'pleine-lune': 'Pleine Lune',
  'gibbeuse-decroissante': 'Gibbeuse décroissante',
  'dernier-quartier': 'Dernier quartier',
  'dernier-croissant': 'Dernier croissant',
};
