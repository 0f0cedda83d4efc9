/**
 * A second reading of the time zone database, independent of Intl: the
 * system's compiled zone files (Debian's tzdata, /usr/share/zoneinfo), read
 * as RFC 8536 describes them. Tests compare the server's legal-time
 * conversion, which goes through Node's ICU, with what these files say.
 */
import { readFileSync } from 'node:fs';

export interface ZoneFile {
  /** Transition instants, seconds since 1970, ascending. */
  readonly transitions: readonly number[];
  /** The offset from UT (seconds) in force from each transition on. */
  readonly offsets: readonly number[];
  /** The offset before the first transition (local mean time). */
  readonly initialOffset: number;
}

const HEADER_BYTES = 44;

function counts(bytes: Buffer, at: number) {
  if (bytes.toString('latin1', at, at + 4) !== 'TZif') throw new Error('not a TZif file');
  const field = (index: number) => bytes.readInt32BE(at + 20 + index * 4);
  return { isut: field(0), isstd: field(1), leap: field(2), time: field(3), type: field(4), char: field(5) };
}

/** Reads the version 2 (64-bit) block of a zone file. */
export function readZoneFile(name: string, root = '/usr/share/zoneinfo'): ZoneFile {
  const bytes = readFileSync(`${root}/${name}`);
  const v1 = counts(bytes, 0);
  const v2At = HEADER_BYTES + v1.time * 5 + v1.type * 6 + v1.char + v1.leap * 8 + v1.isstd + v1.isut;
  const v2 = counts(bytes, v2At);
  let at = v2At + HEADER_BYTES;
  const transitions = Array.from({ length: v2.time }, (_, i) => Number(bytes.readBigInt64BE(at + i * 8)));
  at += v2.time * 8;
  const typeIndexes = Array.from({ length: v2.time }, (_, i) => bytes.readUInt8(at + i));
  at += v2.time;
  const typeOffsets = Array.from({ length: v2.type }, (_, i) => bytes.readInt32BE(at + i * 6));
  return { transitions, offsets: typeIndexes.map((index) => typeOffsets[index]!), initialOffset: typeOffsets[0]! };
}

/** The zone's offset from UT, in seconds, at an instant given in seconds since 1970. */
export function offsetAt(zone: ZoneFile, seconds: number): number {
  let offset = zone.initialOffset;
  for (let i = 0; i < zone.transitions.length && zone.transitions[i]! <= seconds; i++) offset = zone.offsets[i]!;
  return offset;
}

/** Every UT instant (ms) at which the zone's clocks showed this wall time, by the zone file. */
export function instantsOfWallTime(zone: ZoneFile, wall: { year: number; month: number; day: number; hour: number; minute: number }): number[] {
  const asIfUt = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) / 1000;
  const candidates = new Set(zone.offsets.concat(zone.initialOffset).map((offset) => asIfUt - offset));
  return [...candidates]
    .filter((instant) => offsetAt(zone, instant) === asIfUt - instant)
    .sort((a, b) => a - b)
    .map((seconds) => seconds * 1000);
}
