/**
 * Console API: photo and video uploads (issue 15 point 2), admins only.
 * POST /api/console/advisors/:id/photo and /video, multipart with one file in
 * the field `file`. The file's real type is read from its bytes; a photo
 * becomes its variants (server/media/photo.ts), a video keeps its pictures
 * and sound, its metadata blanked (server/media/video-metadata.ts).
 * A refused file changes nothing: the files, the advisor's field and the
 * audit entry are written together in one transaction, after every check.
 */
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contract/schemas';
import { UploadReceipt } from '../../../contract/schemas/console/advisors';
import { advisors } from '../../db/schema';
import { UPLOAD_CAPS, type MediaKind } from '../../media/limits';
import type { MediaFile } from '../../media/media-file';
import { storeMediaFiles } from '../../media/media-library';
import { uploadRefusals } from '../../media/messages';
import { photoVariants } from '../../media/photo';
import { videoFile } from '../../media/video';
import { AdvisorParams, findAdvisor, toConsoleAdvisor, writeCatalogue } from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { requireRole, userOf } from '../guard';
import { closeWhenUnbounded, declaredTooLarge, readUpload } from '../media-upload';

const tags = ['console'];
const RESPONSES = { 200: UploadReceipt, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 413: ApiError, 415: ApiError } as const;

/** What each kind of upload makes of the file, and the advisor column that names it. */
const KINDS: Readonly<Record<MediaKind, { make: (upload: Buffer) => Promise<MediaFile[]> | MediaFile[]; column: 'photo' | 'video' }>> = {
  photo: { make: photoVariants, column: 'photo' },
  video: { make: (upload) => [videoFile(upload)], column: 'video' },
};

export const mediaUploadRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, context) => {
  const { database, clock } = context;
  // In this plugin only: nowhere else does the API take multipart. Each route gives its own cap.
  await app.register(multipart, { limits: { fileSize: UPLOAD_CAPS.photo, files: 1 } });
  // Any other body type reaches the handler unread, which refuses it in French (Fastify's own 415 asks for JSON).
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  for (const kind of ['photo', 'video'] as const) {
    const { make, column } = KINDS[kind];
    app.post(
      `/api/console/advisors/:id/${kind}`,
      {
        onRequest: [
          requireRole('admin'),
          async (request) => {
            if (declaredTooLarge(request, kind)) throw uploadRefusals.tooLarge(kind);
          },
        ],
        onSend: closeWhenUnbounded(kind),
        schema: {
          tags,
          summary: kind === 'photo' ? 'Envoyer la photo d’un voyant (JPEG, PNG, WebP ou AVIF, 10 Mo au plus)' : 'Envoyer la vidéo d’un voyant (MP4 ou WebM, 50 Mo au plus)',
          consumes: ['multipart/form-data'],
          params: AdvisorParams,
          response: RESPONSES,
        },
      },
      async (request) => {
        const user = userOf(request);
        const { id } = request.params;
        await findAdvisor(database.db, id);
        const upload = await readUpload(request, kind);
        const files = await make(upload);
        const row = await writeCatalogue(context, async (tx) => {
          const primary = await storeMediaFiles(tx, id, files);
          const [updated] = await tx
            .update(advisors)
            .set({ [column]: primary.path, updatedAt: clock() })
            .where(eq(advisors.id, id))
            .returning();
          await audit(tx, user, { action: `${kind}-uploaded`, target: `advisor:${id}`, details: { path: primary.path, bytes: upload.length } });
          return updated!;
        });
        return { advisor: toConsoleAdvisor(row) };
      },
    );
  }
};
