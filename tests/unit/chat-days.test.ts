/**
 * The day above a chat's messages (voy-chat and the console's Tchat), in
 * Paris days whatever the zone the process runs in.
 */
import { dayBreaks, messageDay } from '../../contract/domain/chat-messages';

// Saturday 28 November 2026, 10:00 in Paris.
const NOW = new Date('2026-11-28T09:00:00Z');

describe('the day of a message', () => {
  it('says « aujourd’hui », « hier », the weekday and date this year, the year another year', () => {
    expect(messageDay('2026-11-28T07:12:00Z', NOW)).toBe('aujourd’hui');
    expect(messageDay('2026-11-27T12:37:00Z', NOW)).toBe('hier');
    expect(messageDay('2026-11-24T12:37:00Z', NOW)).toBe('mardi 24 novembre');
    expect(messageDay('2025-11-25T12:37:00Z', NOW)).toBe('mardi 25 novembre 2025');
  });

  it('reads the day in Paris: 23:30 UTC is already the next day there', () => {
    // 00:30 on Saturday in Paris (UTC+1 in winter).
    expect(messageDay('2026-11-27T23:30:00Z', NOW)).toBe('aujourd’hui');
    expect(messageDay('2026-11-26T23:30:00Z', NOW)).toBe('hier');
    // Summer time (UTC+2): 22:30 UTC on 14 July is the 15th in Paris.
    expect(messageDay('2026-07-14T22:30:00Z', NOW)).toBe('mercredi 15 juillet');
  });

  it('« hier » across a month and a year', () => {
    expect(messageDay('2026-11-30T10:00:00Z', new Date('2026-12-01T10:00:00Z'))).toBe('hier');
    expect(messageDay('2026-12-31T10:00:00Z', new Date('2027-01-01T10:00:00Z'))).toBe('hier');
    expect(messageDay('2026-12-30T10:00:00Z', new Date('2027-01-01T10:00:00Z'))).toBe('mercredi 30 décembre 2026');
  });

  it('labels the first message of each day, none for a conversation held today only', () => {
    const at = (...instants: string[]) => instants.map((sent_at) => ({ sent_at }));
    expect(dayBreaks(at('2026-11-28T07:00:00Z', '2026-11-28T08:00:00Z'), NOW)).toEqual([null, null]);
    expect(dayBreaks(at('2026-11-24T12:37:00Z', '2026-11-24T12:40:00Z', '2026-11-27T20:00:00Z', '2026-11-28T08:00:00Z', '2026-11-28T08:01:00Z'), NOW)).toEqual([
      'mardi 24 novembre',
      null,
      'hier',
      'aujourd’hui',
      null,
    ]);
    expect(dayBreaks([], NOW)).toEqual([]);
  });
});
