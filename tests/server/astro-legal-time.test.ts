/**
 * Birth times are legal times: the server turns them into UT through Intl,
 * and these tests check it against the system's own zone files (Debian's
 * tzdata read byte by byte, tests/helpers/tzif.ts), which Node does not use.
 */
import { describe, expect, it } from 'vitest';
import { instantOfWallTime, type WallTime } from '../../server/astro/legal-time';
import { fnv1a, mulberry32 } from '../../contract/domain/deterministic-random';
import { instantsOfWallTime, readZoneFile } from '../helpers/tzif';

const paris = readZoneFile('Europe/Paris');

/** The server's readings of a Paris wall time, as ms since 1970. */
function serverReadings(wall: WallTime, zone = 'Europe/Paris'): number[] {
  const legal = instantOfWallTime(wall, zone);
  if (legal.kind === 'unique') return [legal.instant.getTime()];
  if (legal.kind === 'repeated') return [legal.earlier.getTime(), legal.later.getTime()];
  return [];
}

const at = (year: number, month: number, day: number, hour: number, minute = 0): WallTime => ({ year, month, day, hour, minute });

describe('Paris legal time, as the zone files give it', () => {
  it.each([
    ['1943, German summer time (UT+2)', at(1943, 7, 14, 12), '1943-07-14T10:00:00.000Z'],
    ['1943, German time in winter (UT+1)', at(1943, 1, 15, 8, 30), '1943-01-15T07:30:00.000Z'],
    ['1970, no summer time between 1946 and 1975 (UT+1)', at(1970, 7, 14, 12), '1970-07-14T11:00:00.000Z'],
    ['1977, summer time again since 1976 (UT+2)', at(1977, 7, 14, 12), '1977-07-14T10:00:00.000Z'],
    ['1900, Paris Mean Time (UT+0:09:21)', at(1900, 1, 1, 0), '1899-12-31T23:50:39.000Z'],
  ])('%s', (_, wall, expected) => {
    expect(instantsOfWallTime(paris, wall)).toEqual([Date.parse(expected)]);
    expect(serverReadings(wall)).toEqual([Date.parse(expected)]);
  });

  it('gives both instants of an hour of the autumn change of 2025, summer time first', () => {
    for (const minute of [0, 30, 59]) {
      const wall = at(2025, 10, 26, 2, minute);
      const reference = instantsOfWallTime(paris, wall);
      expect(reference).toHaveLength(2);
      expect(serverReadings(wall)).toEqual(reference);
    }
    expect(new Date(serverReadings(at(2025, 10, 26, 2, 30))[0]!).toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(new Date(serverReadings(at(2025, 10, 26, 2, 30))[1]!).toISOString()).toBe('2025-10-26T01:30:00.000Z');
    // The hours either side happened once.
    expect(serverReadings(at(2025, 10, 26, 1, 59))).toHaveLength(1);
    expect(serverReadings(at(2025, 10, 26, 3, 0))).toHaveLength(1);
  });

  it('finds no instant for the hour skipped in spring 2025, as the zone file', () => {
    expect(instantsOfWallTime(paris, at(2025, 3, 30, 2, 30))).toEqual([]);
    expect(instantOfWallTime(at(2025, 3, 30, 2, 30), 'Europe/Paris')).toEqual({ kind: 'skipped' });
    expect(serverReadings(at(2025, 3, 30, 3, 0))).toEqual([Date.parse('2025-03-30T01:00:00.000Z')]);
  });

  // Zones whose history before 1970 the tz database keeps only in its "backzone" file (Guadeloupe's
  // was merged with Puerto Rico's in 2014): builds with and without it disagree there by design,
  // so those zones are compared from 1970 on.
  it.each([
    ['Europe/Paris', 1900],
    ['America/Guadeloupe', 1970],
    ['Pacific/Noumea', 1900],
    ['America/Toronto', 1900],
    ['Australia/Sydney', 1900],
    ['Asia/Kolkata', 1900],
  ] as const)('agrees with the zone file of %s on 3,000 random wall times from %i to 2037', (zone, firstYear) => {
    const file = readZoneFile(zone);
    const random = mulberry32(fnv1a(`legal-time ${zone}`));
    // Whole minutes over the span the zone files list transitions for (Debian's are "fat" to 2037).
    const from = Date.UTC(firstYear, 0, 1);
    const minutes = (Date.UTC(2037, 0, 1) - from) / 60_000;
    for (let i = 0; i < 3000; i++) {
      const date = new Date(from + Math.floor(random() * minutes) * 60_000);
      const wall = at(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes());
      expect(serverReadings(wall, zone), `${zone} ${date.toISOString()}`).toEqual(instantsOfWallTime(file, wall));
    }
  });
});
