/**
 * The server's one logger: pino, JSON lines on stdout, never what a visitor
 * wrote (the request serializer drops query strings; errors are logged as
 * their codes, server/log-safe-error.ts).
 *
 * Fastify is given no logger of its own. Its logger gives every request a
 * child logger and two listeners on the response (to time the access log),
 * about a tenth of what a cached GET costs, on every request, for an access
 * log that is off below debug. Here `request.log` is this same logger, and
 * the access log is one hook of ours, installed at debug and trace only.
 */
import type { FastifyInstance } from 'fastify';
import { pino, type Level, type Logger } from 'pino';
import { requestLogFields } from './request-log';

export function createLogger(level: Level | 'silent'): Logger {
  return pino({ level, serializers: { req: requestLogFields, err: pino.stdSerializers.err } });
}

/** Fastify's `childLoggerFactory`: every request logs through the server's logger. */
export const sameLogger = (log: Logger) => (): Logger => log;

/** At debug and trace, one line per answered request: method, path, status and time. */
export function installAccessLog(app: FastifyInstance, log: Logger): void {
  if (!log.isLevelEnabled('debug')) return;
  app.addHook('onResponse', (request, reply, done) => {
    log.debug({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
