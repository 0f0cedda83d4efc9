/**
 * New and full moons: the instants the Moon's apparent longitude is 0° and
 * 180° from the Sun's, as astronomy-engine searches them.
 */
import * as Astronomy from 'astronomy-engine';

export type LunationKind = 'nouvelle' | 'pleine';

const ELONGATION: Readonly<Record<LunationKind, number>> = { nouvelle: 0, pleine: 180 };

/** The first new or full moon after `from` (one always comes within 30 days). */
export function nextLunation(kind: LunationKind, from: Date): Date {
  const found = Astronomy.SearchMoonPhase(ELONGATION[kind], from, 40);
  if (!found) throw new Error(`no ${kind} moon within 40 days of ${from.toISOString()}`);
  return found.date;
}
