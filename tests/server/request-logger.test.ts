/**
 * `request.log` (server/logger.ts): the server's logger with the request's
 * id, made only when a line is written, writing what pino would.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLoggers } from '../../server/logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('request.log', () => {
  it('writes each line with the request id, its object and its message', async () => {
    const { log, lines } = capture('info');
    const requestLog = requestLoggers(log)(undefined, { reqId: 'req-7' });
    requestLog.warn({ code: '23505' }, 'Insertion refusée');
    requestLog.info('sans objet');
    await settle();
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-7', code: '23505', msg: 'Insertion refusée' },
      { level: 30, reqId: 'req-7', msg: 'sans objet' },
    ]);
  });

  it('writes nothing below the server’s level, and says that level', async () => {
    const { log, lines } = capture('warn');
    const requestLog = requestLoggers(log)(undefined, { reqId: 'req-8' });
    requestLog.info('ignorée');
    requestLog.debug({ a: 1 }, 'ignorée aussi');
    await settle();
    expect(lines).toEqual([]);
    expect(requestLog.level).toBe('warn');
  });

  it('gives children that keep the request id', async () => {
    const { log, lines } = capture('info');
    const child = requestLoggers(log)(undefined, { reqId: 'req-9' }).child({ route: 'contact' });
    child.error('échec');
    await settle();
    expect(lines).toMatchObject([{ level: 50, reqId: 'req-9', route: 'contact', msg: 'échec' }]);
  });
});
