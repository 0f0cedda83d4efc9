/**
 * The one reconnection policy (contract/domain/reconnection.ts): its waits,
 * and keepOpen's schedule on a fake clock (a pure schedule: no stream needed).
 */
import { backoffDelay, CHAT_STREAM_BACKOFF, EVENT_SOURCE_REOPEN, keepOpen } from '../../contract/domain/reconnection';

describe('the reconnection policy', () => {
  it('opens the visitor’s chat stream again after 1 s, 2 s, 4 s, 8 s, then every 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(CHAT_STREAM_BACKOFF, attempt))).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  it('opens an EventSource an HTTP error closed again every 5 s', () => {
    expect([0, 1, 5].map((attempt) => backoffDelay(EVENT_SOURCE_REOPEN, attempt))).toEqual([5000, 5000, 5000]);
  });
});

describe('keepOpen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A connection kept open by keepOpen: when each attempt started (ms on the fake clock), and its controls. */
  function kept() {
    const started: number[] = [];
    const closed: number[] = [];
    let current = { opened: () => {}, broke: () => {} };
    const stop = keepOpen(CHAT_STREAM_BACKOFF, (opened, broke) => {
      const attempt = started.push(Date.now()) - 1;
      current = { opened, broke };
      return () => closed.push(attempt);
    });
    return { started, closed, stop, opened: () => current.opened(), broke: () => current.broke() };
  }

  it('waits longer after each failed attempt, and from the first wait again after one that worked', () => {
    const start = Date.now();
    const connection = kept();
    for (let i = 0; i < 5; i++) {
      connection.broke();
      vi.runOnlyPendingTimers();
    }
    const waits = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);
    expect(waits(connection.started)).toEqual([1000, 2000, 4000, 8000, 15_000]);

    connection.opened();
    connection.broke();
    vi.runOnlyPendingTimers();
    expect(connection.started.at(-1)! - connection.started.at(-2)!).toBe(1000);
    expect(connection.started[0]).toBe(start);
  });

  it('stops for good when told: the connection is closed, and a break after that opens nothing', () => {
    const connection = kept();
    connection.broke();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(connection.started).toHaveLength(1);
    expect(connection.closed).toEqual([0]);

    connection.broke();
    vi.advanceTimersByTime(60_000);
    expect(connection.started).toHaveLength(1);
  });
});
