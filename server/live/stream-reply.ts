/**
 * How a GET becomes an event stream (the live availability, a visitor's
 * chat, the console's chats): the reply is hijacked and written straight to
 * the socket, so no serializer or compressor stands in between (a compressor
 * buffers, and an event must leave at once). The headers the onRequest hooks
 * set (CORS, security headers) are kept, with the stream's own.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { STREAM_HEADERS } from './sse-messages';

export interface StreamLimit {
  /**
   * How many streams of this kind the requester holds open on this instance:
   * a visitor's counted by address, a console user's by account (an advisor
   * behind the same address as fifty visitors still gets theirs).
   */
  open: number;
  /** Most one requester may hold (each holds a socket for as long as its page stays open). */
  max: number;
  /** The French message of the 429 beyond it. */
  message: string;
}

/**
 * Refuses a requester over its limit, then takes the reply over; returns the
 * headers to open the stream with, or null for a HEAD, answered here (and not
 * counted: it holds nothing open).
 */
export function takeOverForStream(request: FastifyRequest, reply: FastifyReply, limit: StreamLimit): OutgoingHttpHeaders | null {
  const head = request.method === 'HEAD';
  if (!head && limit.open >= limit.max) throw new HttpError(429, 'too_many_streams', limit.message);
  reply.hijack();
  const headers: OutgoingHttpHeaders = { ...(reply.getHeaders() as OutgoingHttpHeaders), ...STREAM_HEADERS };
  if (!head) return headers;
  reply.raw.writeHead(200, headers).end();
  return null;
}
