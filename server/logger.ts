/**
 * The server's one logger: pino, JSON lines on stdout, never what a visitor
 * wrote (the request serializer drops query strings; errors are logged as
 * their codes, server/log-safe-error.ts).
 *
 * Fastify is given no logger of its own: with one, it puts two listeners on
 * every response (to time the access log), for an access log that is off
 * below debug; with its child loggers, about a tenth of what a cached GET
 * costs. Here `request.log` is a child of this logger carrying the request's
 * id, and the access log is one hook of ours, installed at debug and trace only.
 */
import type { FastifyInstance } from 'fastify';
import { pino, type Bindings, type Level, type Logger } from 'pino';
import { requestLogFields } from './request-log';

export function createLogger(level: Level | 'silent'): Logger {
  return pino({ level, serializers: { req: requestLogFields, err: pino.stdSerializers.err } });
}

/** Fastify's `childLoggerFactory`: `request.log`, the server's logger with the request's id (`reqId`). */
export const requestLoggers =
  (log: Logger) =>
  (_fastifyLogger: unknown, bindings: Bindings): Logger =>
    log.child(bindings);

/** At debug and trace, one line per answered request: method, path, status and time. */
export function installAccessLog(app: FastifyInstance, log: Logger): void {
  if (!log.isLevelEnabled('debug')) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
