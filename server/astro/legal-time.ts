/**
 * A birth time as the civil register wrote it (the legal time of the place
 * that day) turned into the instant it was, in UT. The history of each zone
 * (Paris on German time from 1940 to 1944, no summer time from 1946 to
 * 1975, the changes since 1976) is the IANA time zone database's, read
 * through Intl, which Node carries whole.
 *
 * A wall time can be missing (the hour skipped when clocks go forward) or
 * happen twice (the hour repeated when they go back): both are answered as
 * such, never silently moved to a neighbouring instant.
 */

export interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

export type LegalInstant =
  | { readonly kind: 'unique'; readonly instant: Date }
  /** The clocks went forward over this time: it never existed there. */
  | { readonly kind: 'skipped' }
  /** The clocks went back over this time: it happened twice, first on summer time. */
  | { readonly kind: 'repeated'; readonly earlier: Date; readonly later: Date };

const HOUR_MS = 3_600_000;
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than formatting with it. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UT at an instant, in milliseconds (seconds included: Paris Mean Time was +0:09:21). */
export function zoneOffsetAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  // Formatting drops milliseconds; compare whole seconds.
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** True when the zone is one Intl knows (an unknown zone makes Intl throw). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    wallClockFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant(s) a wall time was in a zone. Every offset the zone used within
 * a day either side is tried; each one that gives back the same wall time is
 * a real reading of it.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): LegalInstant {
  const asIfUt = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsets = new Set([zoneOffsetAt(asIfUt - 24 * HOUR_MS, timeZone), zoneOffsetAt(asIfUt + 24 * HOUR_MS, timeZone)]);
  const readings = [...offsets]
    .map((offset) => asIfUt - offset)
    .filter((instant) => zoneOffsetAt(instant, timeZone) === asIfUt - instant)
    .sort((a, b) => a - b);
  if (readings.length === 0) return { kind: 'skipped' };
  if (readings.length === 1) return { kind: 'unique', instant: new Date(readings[0]!) };
  return { kind: 'repeated', earlier: new Date(readings[0]!), later: new Date(readings[readings.length - 1]!) };
}
