/**
 * The points of a birth chart, their French names and the aspects between
 * them: one vocabulary for the server that computes a chart and the widgets
 * that draw and read it.
 */

/** The bodies in the order a chart's table lists them: the lights, the planets, then the Moon's node. */
export const CHART_BODIES = [
  'soleil',
  'lune',
  'mercure',
  'venus',
  'mars',
  'jupiter',
  'saturne',
  'uranus',
  'neptune',
  'pluton',
  'noeud-nord',
] as const;
export type ChartBody = (typeof CHART_BODIES)[number];

/** The chart's angles, which only a known birth time gives. */
export const CHART_ANGLES = ['ascendant', 'milieu-du-ciel'] as const;
export type ChartAngle = (typeof CHART_ANGLES)[number];

export type ChartPoint = ChartBody | ChartAngle;

/** French names as a chart's table writes them. */
export const CHART_POINT_NAMES: Readonly<Record<ChartPoint, string>> = {
  soleil: 'Soleil',
  lune: 'Lune',
  mercure: 'Mercure',
  venus: 'Vénus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturne: 'Saturne',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluton: 'Pluton',
  'noeud-nord': 'Nœud Nord',
  ascendant: 'Ascendant',
  'milieu-du-ciel': 'Milieu du Ciel',
};

/** The astrological glyphs, drawn with text so a screen reader is given the name instead (aria-hidden). */
export const CHART_POINT_GLYPHS: Readonly<Record<ChartPoint, string>> = {
  soleil: '☉',
  lune: '☽',
  mercure: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturne: '♄',
  uranus: '♅',
  neptune: '♆',
  pluton: '♇',
  'noeud-nord': '☊',
  ascendant: 'AC',
  'milieu-du-ciel': 'MC',
};

export const ASPECT_KINDS = ['conjonction', 'sextile', 'carré', 'trigone', 'opposition'] as const;
export type AspectKind = (typeof ASPECT_KINDS)[number];

/** Each major aspect's angle, and its article's gender for French sentences. */
export const ASPECT_ANGLES: Readonly<Record<AspectKind, number>> = {
  conjonction: 0,
  sextile: 60,
  carré: 90,
  trigone: 120,
  opposition: 180,
};

/** 0 = Bélier ... 11 = Poissons, for any longitude in degrees. */
export function signIndexOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / 30) % 12;
}

/** An angle brought into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const reduced = angle % 360;
  return reduced < 0 ? reduced + 360 : reduced;
}

/** Signed shortest difference b − a in degrees, in (−180, 180]. */
export function angleDifference(a: number, b: number): number {
  let difference = (b - a) % 360;
  if (difference <= -180) difference += 360;
  if (difference > 180) difference -= 360;
  return difference;
}

/**
 * Degrees and minutes within the sign, as a chart writes them: 14° 07′.
 * Minutes are truncated, not rounded, so 29° 59.9′ never becomes 30° 00′ of the same sign.
 */
export function degreesInSign(longitude: number): { degrees: number; minutes: number } {
  const inSign = normalizeDegrees(longitude) % 30;
  const totalMinutes = Math.floor(inSign * 60 + 1e-9);
  return { degrees: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Degrees and minutes as a chart writes them, « 14° 07′ »: minutes on two digits, held to the degrees by a no-break space. */
export function degreesMinutesText({ degrees, minutes }: { degrees: number; minutes: number }): string {
  return `${degrees}°\u00a0${String(minutes).padStart(2, '0')}′`;
}

/** An angle under 30° (an orb, a place in its sign) as a chart writes it, « 0° 30′ », the minutes truncated as degreesInSign. */
export const arcText = (angle: number): string => degreesMinutesText(degreesInSign(angle));
