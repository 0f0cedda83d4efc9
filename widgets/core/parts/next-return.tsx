/**
 * « De retour demain à 9 h 00 »: when an advisor absent from the chat is next
 * expected, from their weekly hours (nextReturn); nothing within their hours
 * or without any. The server draws it as of its render, and the browser's
 * first render says the same (../page-clock.ts); once mounted it follows the
 * browser's clock, read again every 20 s (a page the server drew may have
 * been kept a while).
 */
import { useEffect, useState } from 'react';
import { WEEKDAYS } from '../../../contract/domain/french-format';
import { clockText, nextReturn, type NextReturn as NextReturnAt, type WeeklyHours } from '../../../contract/domain/weekly-hours';
import { pageDrawnAt } from '../page-clock';
import { ADVISOR_TEXTS } from '../texts/advisor';

/** The sentence of a next return. */
export const backOn = ({ days, weekday, from }: NextReturnAt): string => {
  const day = WEEKDAYS[weekday]!;
  return ADVISOR_TEXTS.backOn(days ? (days > 1 ? (days > 6 ? ADVISOR_TEXTS.nextWeek(day) : day) : ADVISOR_TEXTS.tomorrow) : ADVISOR_TEXTS.today, clockText(from));
};

export function NextReturn({ hours, className }: { hours: WeeklyHours | null | undefined; className?: string }) {
  const [now, setNow] = useState<Date | undefined>(pageDrawnAt);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 20_000);
    return () => clearInterval(timer);
  }, []);
  const next = now && nextReturn(hours, now);
  return next ? (
    <p className={className} part="next-return">
      {backOn(next)}
    </p>
  ) : null;
}
