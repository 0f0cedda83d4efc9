/**
 * The wheel's geometry, apart from its drawing: where a longitude lies on
 * the circle, and where each planet's glyph goes so that none covers
 * another. Astrologers draw the ascendant on the left and the zodiac running
 * counter-clockwise from it, so the first house lies just under the horizon.
 */
import { normalizeDegrees } from '../../contract/domain/chart-points';

/** The wheel's centre in its 400 × 400 view box. */
export const CENTRE = 200;

/** A point at `radius` from the centre, `longitude` degrees along the zodiac, with `left` (a longitude) drawn on the left. */
export function polar(longitude: number, radius: number, left: number): { x: number; y: number } {
  const angle = ((180 + longitude - left) * Math.PI) / 180;
  // Counter-clockwise on screen: y grows downwards.
  return { x: round(CENTRE + radius * Math.cos(angle)), y: round(CENTRE - radius * Math.sin(angle)) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The longitude each glyph is drawn at: its own, unless glyphs would come
 * closer than `gap` degrees; then each crowded group is spread evenly,
 * `gap` apart, around the middle of its members, and groups that then touch
 * are merged, until none does. The order along the zodiac is kept, so a
 * glyph's tick still points to its own longitude. Returned in the input's order.
 */
export function spreadGlyphs(longitudes: readonly number[], gap: number): number[] {
  const count = longitudes.length;
  if (count < 2) return longitudes.map(normalizeDegrees);
  if (count * gap >= 360) throw new Error(`${count} glyphs cannot be ${gap}° apart`);
  const order = longitudes.map((longitude, index) => ({ longitude: normalizeDegrees(longitude), index })).sort((a, b) => a.longitude - b.longitude);
  // Unroll the circle at its widest empty arc, so that no group straddles the cut.
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < count; i++) {
    const next = i + 1 < count ? order[i + 1]!.longitude : order[0]!.longitude + 360;
    if (next - order[i]!.longitude > widest) {
      widest = next - order[i]!.longitude;
      cut = (i + 1) % count;
    }
  }
  const base = order[cut]!.longitude;
  const line = [...order.slice(cut), ...order.slice(0, cut)].map((entry) => ({ ...entry, position: normalizeDegrees(entry.longitude - base) }));
  // Groups of consecutive glyphs, each laid out `gap` apart around the mean of its members' true places.
  let groups = line.map((entry) => ({ members: [entry], start: entry.position }));
  for (let changed = true; changed; ) {
    changed = false;
    const merged: typeof groups = [];
    for (const group of groups) {
      const previous = merged[merged.length - 1];
      if (previous && previous.start + previous.members.length * gap > group.start + 1e-9) {
        const members = [...previous.members, ...group.members];
        const mean = members.reduce((sum, member) => sum + member.position, 0) / members.length;
        merged[merged.length - 1] = { members, start: mean - ((members.length - 1) * gap) / 2 };
        changed = true;
      } else merged.push(group);
    }
    groups = merged;
  }
  const placed: number[] = new Array<number>(count);
  for (const group of groups) group.members.forEach((member, k) => (placed[member.index] = normalizeDegrees(base + group.start + k * gap)));
  return placed;
}
