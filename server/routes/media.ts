/**
 * GET /media/…: the photos and videos uploaded from the console, served from
 * the database by every instance. Their paths are content-hashed, so they are
 * cached for a year; videos answer byte ranges so that a browser can seek.
 * CORS is open like the catalogue's images (app.ts): partner pages show them.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parsePhotoVariant } from '../../contract/domain/photo-variants';
import type { Database } from '../db/open';
import { HttpError } from '../http-error';
import { parseByteRange } from '../media/byte-range';
import { MediaLibrary } from '../media/media-library';
import { isVideoPath } from '../media/video';
import { notModified } from './ready-json';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isMediaPath = (path: string) => parsePhotoVariant(path) !== null || isVideoPath(path);

/** The path is the content's name: its last segment is a strong validator. */
const etagOf = (path: string) => `"${path.slice(path.lastIndexOf('/') + 1)}"`;

export const mediaRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const library = new MediaLibrary(database.db);

  async function serve(request: FastifyRequest, reply: FastifyReply, withBody: boolean) {
    const path = `media/${(request.params as { '*': string })['*']}`;
    const entry = isMediaPath(path) ? await library.find(path) : null;
    if (!entry) throw new HttpError(404, 'not_found', `Aucun fichier à l’adresse /${path}`);
    const etag = etagOf(path);
    reply.header('cache-control', IMMUTABLE).header('etag', etag).header('accept-ranges', 'bytes');
    if (notModified(request, etag)) return reply.code(304).send();
    reply.type(entry.contentType);
    if (!withBody) return reply.header('content-length', entry.size).send();

    // If-Range: a range of this very file only (it never changes, but a client may hold another's).
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? parseByteRange(request.headers.range, entry.size) : null;
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${entry.size}`)
        .type('application/json; charset=utf-8')
        .send({ error: 'range_not_satisfiable', message: 'Plage demandée non disponible.' });
    }
    const { start, end } = range ?? { start: 0, end: entry.size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${entry.size}`);
    // Given, as a large file goes out as a stream of slices.
    return reply.header('content-length', end - start + 1).send(library.read(path, entry, start, end));
  }

  // Already compressed formats: compressing again would cost time for nothing and break byte ranges.
  const options = { compress: false as const, schema: { hide: true } };
  app.get('/media/*', { ...options, exposeHeadRoute: false }, (request, reply) => serve(request, reply, true));
  // HEAD is its own route: the automatic one would read the whole file to measure it.
  app.head('/media/*', options, (request, reply) => serve(request, reply, false));
};
