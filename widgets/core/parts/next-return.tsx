/**
 * « De retour demain à 9 h 00 »: when an advisor absent from the chat is next
 * expected, from their weekly hours (nextReturn); nothing within their hours
 * or without any. Drawn once the page is in the browser, never by the
 * server: a page the server drew is kept for the day, and its minute would
 * not be the browser's (a hydration mismatch). Read again every 20 s.
 */
import { useEffect, useState } from 'react';
import { WEEKDAYS } from '../domain/french-format';
import { clockText, nextReturn, type NextReturn as NextReturnAt, type WeeklyHours } from '../domain/weekly-hours';
import { ADVISOR_TEXTS } from '../texts/advisor';

/** The sentence of a next return. */
export const backOn = ({ days, weekday, from }: NextReturnAt): string => {
  const day = WEEKDAYS[weekday]!;
  return ADVISOR_TEXTS.backOn(days ? (days > 1 ? (days > 6 ? ADVISOR_TEXTS.nextWeek(day) : day) : ADVISOR_TEXTS.tomorrow) : ADVISOR_TEXTS.today, clockText(from));
};

export function NextReturn({ hours, className }: { hours: WeeklyHours | null | undefined; className?: string }) {
  const [now, setNow] = useState<Date>();
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
