/**
 * GET /images/apercus/…: the images link previews show (og:image), drawn by
 * server/previews/preview-images.ts. An address is answered only if it is the
 * one previewImagePath gives for a sign or an advisor of the catalogue; any
 * other is the 404 of a missing image.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_IMAGES_PREFIX, previewImagePath, type PreviewSubject } from '../../contract/domain/preview-images';
import { findSign } from '../../contract/domain/zodiac';
import type { Catalogue } from '../catalogue/catalogue';
import { createPreviewImages } from '../previews/preview-images';
import { READY_ROUTE, sendReady } from './ready-json';

/** A day, like the catalogue's images: a changed photo has a new image, seen by tomorrow's previews. */
const CACHE_CONTROL = 'public, max-age=86400';

const fileName = (request: FastifyRequest) => (request.params as { file: string }).file;

/** The name in `<name>.jpg`, or null. */
const nameOf = (file: string) => (file.endsWith('.jpg') ? file.slice(0, -'.jpg'.length) : null);

/** An address of ours (`images/…`, `media/…`), not another site's. */
const isOwnPath = (path: string) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path);

export const previewRoutes: FastifyPluginAsync<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  // A photo is read as a browser would ask for it: seed photos and uploads alike, from wherever they are kept.
  const previews = createPreviewImages(async (path) => {
    if (!isOwnPath(path)) return null;
    const answer = await app.inject({ method: 'GET', url: `/${path.replace(/^\/+/, '')}` });
    return answer.statusCode === 200 ? answer.rawPayload : null;
  });
  async function send(request: FastifyRequest, reply: FastifyReply, subject: PreviewSubject | null, photo?: string | null) {
    // Only the address the site names: no second address for one image.
    if (!subject || previewImagePath(subject) !== request.url.split('?')[0]) return reply.callNotFound();
    return sendReady(request, reply, await previews.image(subject, photo), 'image/jpeg', CACHE_CONTROL);
  }
  const options = { ...READY_ROUTE, schema: { hide: true } };

  app.get(`${PREVIEW_IMAGES_PREFIX}site.jpg`, options, (request, reply) => send(request, reply, { kind: 'site' }));

  app.get(`${PREVIEW_IMAGES_PREFIX}signes/:file`, options, (request, reply) => {
    const sign = findSign(nameOf(fileName(request)) ?? '');
    return send(request, reply, sign ? { kind: 'sign', sign: sign.slug } : null);
  });

  app.get(`${PREVIEW_IMAGES_PREFIX}voyants/:file`, options, (request, reply) => {
    const advisor = catalogue.snapshot.bySlug.get(nameOf(fileName(request)) ?? '');
    return send(request, reply, advisor ? { kind: 'advisor', slug: advisor.slug } : null, advisor?.photo);
  });
};
