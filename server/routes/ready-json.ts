/**
 * Ready answers for immutable values (catalogue snapshots and picks,
 * horoscopes, rendered pages): the text, its ETag and its Brotli and gzip
 * forms are computed once per value, so a hot GET only picks ready bytes. Compressing
 * on every request cut the API's throughput four to six times for browsers.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentEncoding } from '../accept-encoding';

/** The content type of every ready answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Below this, compression costs more than it saves (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** An answer's bytes, its ETag, and its compressed forms as they are asked for. */
export interface ReadyAnswer {
  identity: Buffer;
  etag: string;
  /** False for bytes compressed already (a JPEG): they go as they are. */
  compressible: boolean;
  /** Filled on the first request that accepts each encoding. */
  compressed: Partial<Record<Exclude<ContentEncoding, 'identity'>, Buffer>>;
}

export function readyAnswer(text: string): ReadyAnswer {
  const identity = Buffer.from(text);
  return { identity, etag: etagOf(identity), compressible: true, compressed: {} };
}

/** A ready answer of bytes in a compressed format already (an image). */
export function readyBytes(bytes: Buffer): ReadyAnswer {
  return { identity: bytes, etag: etagOf(bytes), compressible: false, compressed: {} };
}

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

const ready = new WeakMap<object, ReadyAnswer>();

function readyJson(value: object): ReadyAnswer {
  let entry = ready.get(value);
  if (!entry) {
    entry = readyAnswer(JSON.stringify(value));
    ready.set(value, entry);
  }
  return entry;
}

function compress(entry: ReadyAnswer, encoding: Exclude<ContentEncoding, 'identity'>): Buffer {
  let bytes = entry.compressed[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(entry.identity, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.identity.length },
          })
        : gzipSync(entry.identity, { level: 9 });
    entry.compressed[encoding] = bytes;
  }
  return bytes;
}

/**
 * Options of a route that answers only ready JSON: @fastify/compress's hooks
 * (three per request) have nothing to do there, its bytes being encoded
 * already, so the route goes without them.
 */
export const READY_ROUTE = { compress: false, decompress: false } as const;

/** Whether the client's cached copy (If-None-Match) is this very answer. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends `value` (an object that never changes once built) as JSON, with its
 * ETag, a 304 when the client has it, and in the best encoding the client
 * accepts. Typed as the route's reply, which it bypasses: the serializer never
 * touches the frozen object.
 */
export function sendReadyJson(request: FastifyRequest, reply: FastifyReply, value: object, cacheControl: string): never {
  return sendReady(request, reply, readyJson(value), JSON_TYPE, cacheControl);
}

/** Sends a ready answer: its ETag, a 304 when the client has it, else its bytes in the best encoding the client accepts. */
export function sendReady(request: FastifyRequest, reply: FastifyReply, entry: ReadyAnswer, type: string, cacheControl: string): never {
  reply.header('cache-control', cacheControl).header('etag', entry.etag);
  // A 304 has no body, hence no content type.
  if (notModified(request, entry.etag)) return reply.header('vary', 'Accept-Encoding').code(304).send() as never;
  return sendEncoded(request, reply.type(type), entry);
}

/**
 * Sends a ready answer's bytes, in the best encoding the client accepts, with
 * no condition: for an answer that is not the resource asked for (a 404 page).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: ReadyAnswer): never {
  if (!entry.compressible) return reply.send(entry.identity) as never;
  reply.header('vary', 'Accept-Encoding');
  const encoding = entry.identity.length < COMPRESS_FROM_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(entry.identity) as never;
  // Marked as encoded, @fastify/compress leaves the bytes alone.
  return reply.header('content-encoding', encoding).send(compress(entry, encoding)) as never;
}
