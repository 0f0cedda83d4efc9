/**
 * The requests rejected before any route runs, answered like every other
 * error: JSON `{ error, message }` in French (server/errors.ts's table).
 *
 * - Node's HTTP parser rejects bad framing (an invalid chunk, two
 *   Content-Length, Content-Length with Transfer-Encoding), an unknown method,
 *   headers over 16 KB and a request that did not arrive within the request
 *   timeout. It hands them to Fastify's `clientErrorHandler`, whose default
 *   answers English JSON with `statusCode`: ours writes the answer on the
 *   socket itself, a whole HTTP/1.1 answer, and closes it.
 * - CONNECT never reaches Fastify: without a listener Node closes the socket
 *   without a word. This is no proxy: 501.
 * - A URL over 8 KiB but under Node's limit reaches Fastify: 414 before routing
 *   work, and without echoing it back in a 404.
 * - An HTTP/1.1 request without Host: Node's own answer is a 400 with an empty
 *   body, so Node lets it through (`requireHostHeader: false`) and it is
 *   answered here.
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientError, clientErrors } from './errors';
import { badRequest, type HttpError } from './http-error';

/** Longer URLs are answered 414 (the usual limit of servers and proxies, e.g. Apache's 8190). */
export const MAX_URL_LENGTH = 8 * 1024;

/** Node's options for it: the missing Host is answered by `refusal`. */
export const clientErrorHttpOptions = { requireHostHeader: false } as const;


/** A whole HTTP/1.1 answer with our error JSON; the socket is closed after it. */
export function rawErrorAnswer(status: number): string {
  const [error, message] = clientErrors[status] ?? clientErrors[400]!;
  const body = JSON.stringify({ error, message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node counts the request line into its 16 KB header limit and says 431 for
 * both; a request line longer than MAX_URL_LENGTH in the failing packet means
 * the URL is what is too long. (Split over several packets, the request line
 * is no longer in view: then it stays 431.)
 */
function requestLineTooLong(packet: unknown): boolean {
  // Fastify's type says a Buffer's JSON form; Node gives the Buffer it was parsing.
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = packet.indexOf('\r\n');
  return (lineEnd < 0 ? packet.length : lineEnd) > MAX_URL_LENGTH;
}

/** `METHOD target HTTP/x.y` as the packet's first line: a request with a method Node does not know. */
function looksLikeRequestLine(packet: unknown, failedAt: number): boolean {
  if (!Buffer.isBuffer(packet)) return false;
  // The packet may hold earlier requests: the line where parsing failed is the one that counts.
  const lineStart = packet.lastIndexOf('\n', Math.max(0, failedAt - 1)) + 1;
  const line = packet.subarray(lineStart, lineStart + MAX_URL_LENGTH + 64).toString('latin1');
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/\d\.\d\r?\n/.test(line);
}

function statusFor(error: ConnectionError): number {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    case 'HPE_HEADER_OVERFLOW':
      return requestLineTooLong(error.rawPacket) ? 414 : 431;
    case 'HPE_INVALID_METHOD':
      // A method unknown to Node in a well-formed request line; anything else is garbage.
      return looksLikeRequestLine(error.rawPacket, error.bytesParsed) ? 501 : 400;
    default:
      return 400;
  }
}

/** Fastify's `clientErrorHandler` option (Fastify calls it with its instance as `this`). */
export function clientErrorHandler(this: unknown, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusFor(error);
  // One line, no stack: a client's mistake is not the server's fault.
  (this as FastifyInstance).log.debug({ code: error.code, status }, 'client error');
  // An answer already started on this socket cannot be followed by another one.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  // Closed once the answer is written: a client that keeps sending (a slow one
  // past the timeout) must not hold the socket open.
  if (socket.writable && !started) socket.end(rawErrorAnswer(status), () => socket.destroy());
  else socket.destroy();
}

/** Answers CONNECT (Node hands it to this listener, never to Fastify). */
export function answerConnect(server: Server): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    socket.end(rawErrorAnswer(501), () => socket.destroy());
  });
}

/**
 * The checks of the request line and Host Fastify's router does not make, run
 * by the onRequest hook before any route (server/request-hook.ts): the error to
 * answer with, or undefined when the request may go on.
 */
export function refusal(request: FastifyRequest, reply: FastifyReply): HttpError | undefined {
  if (request.url.length > MAX_URL_LENGTH) {
    reply.header('connection', 'close');
    return clientError(414);
  }
  const { httpVersionMajor, httpVersionMinor } = request.raw;
  if (httpVersionMajor === 1 && httpVersionMinor >= 1 && request.headers.host === undefined) {
    reply.header('connection', 'close');
    return badRequest('En-tête Host manquant.');
  }
  return undefined;
}
