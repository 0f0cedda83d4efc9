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
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type Level, type LogFn, type Logger } from 'pino';
import { requestLogFields } from './request-log';

/** JSON lines on standard output, or on standard error (`to: 2`) for a process that stops on what it writes. */
export function createLogger(level: Level | 'silent', to: 1 | 2 = 1): Logger {
  return pino({ level, serializers: { req: requestLogFields, err: pino.stdSerializers.err } }, pino.destination(to));
}

/** What a pino level method takes (its last overload: an object or a message, then the rest). */
type LogArgs = Parameters<LogFn>;

/**
 * `request.log`: the server's logger with the request's id (`reqId`), made
 * on the first line written. Fastify asks for one on every request, and a
 * pino child (its bindings serialised, its object allocated) cost a hot GET
 * about 1 % of its time, for a logger that writes nothing on almost every
 * request. Its methods are the prototype's: a request allocates no function.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): Logger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  /** Writes at `level` when it is on, through the child (made then). */
  private write(level: Level, args: LogArgs): void {
    if ((this.#child ?? this.parent).isLevelEnabled(level)) this.logger[level](...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {
    // pino's silent level: nothing is written.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: `request.log`, the server's logger with the request's id. */
export const requestLoggers =
  (log: Logger) =>
  (_fastifyLogger: unknown, bindings: Bindings): FastifyBaseLogger =>
    new RequestLogger(log, bindings);

/** At debug and trace, one line per answered request: method, path, status and time. */
export function installAccessLog(app: FastifyInstance, log: Logger): void {
  if (!log.isLevelEnabled('debug')) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
