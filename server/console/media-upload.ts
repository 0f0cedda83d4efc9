/**
 * Reads the one file of a multipart upload (field `file`) into memory, within
 * its cap. A request whose declared length is over the cap is refused before
 * a byte of it is read; a file that grows past it while streaming is refused
 * at that byte (busboy's fileSize limit). Either way no more than the cap and
 * its multipart envelope is ever read. Every refusal is a French HttpError.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { MULTIPART_ENVELOPE_BYTES, UPLOAD_CAPS, type MediaKind } from '../media/limits';
import { uploadRefusals } from '../media/messages';

/** @fastify/multipart's and busboy's errors, by code or message, as the refusals the console shows. */
function refusalFor(error: unknown, kind: MediaKind): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadRefusals.tooLarge(kind);
    case 'FST_FILES_LIMIT':
      return uploadRefusals.oneFileOnly();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadRefusals.notMultipart();
    default:
      // Parts or fields over their limits, a part cut short, a malformed boundary.
      return uploadRefusals.malformed();
  }
}

/**
 * The file's bytes, refused the moment it passes the cap: busboy says so by a
 * 'limit' event as soon as the byte after the cap arrives, whereas the
 * multipart plugin's toBuffer() would go on reading the rest of the request
 * before it throws. The stream is then destroyed, which unpipes the request.
 */
function readWithinCap(file: Readable, kind: MediaKind): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      reject(uploadRefusals.tooLarge(kind));
      file.destroy();
    });
    file.once('end', () => resolve(Buffer.concat(chunks)));
    file.once('error', reject);
  });
}

/** Whether the request declares more bytes than the cap and its multipart envelope. */
export function declaredTooLarge(request: FastifyRequest, kind: MediaKind): boolean {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > UPLOAD_CAPS[kind] + MULTIPART_ENVELOPE_BYTES;
}

/**
 * A route's onSend hook: after a refusal, a request whose unread rest may go
 * past the cap (declared over it, or chunked without a length) has its
 * connection closed rather than the rest read and dropped. Within the cap,
 * Node reads and drops the rest, and the client reads the answer on a
 * connection that stays open (a browser may miss an answer sent while it is
 * still uploading on a connection that is then closed).
 */
export function closeWhenUnbounded(kind: MediaKind) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400 || request.raw.readableEnded) return;
    if (request.headers['content-length'] === undefined || declaredTooLarge(request, kind)) reply.header('connection', 'close');
  };
}

/** The uploaded file's bytes; throws the French refusal for anything but exactly one non-empty file in `file`. */
export async function readUpload(request: FastifyRequest, kind: MediaKind): Promise<Buffer> {
  if (!request.isMultipart()) throw uploadRefusals.notMultipart();
  let upload: Buffer | null = null;
  try {
    // A second file is a limit error; a few small text fields (a form's extras) are read and ignored.
    const parts = request.parts({ limits: { fileSize: UPLOAD_CAPS[kind], files: 1, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw uploadRefusals.wrongField();
      upload = await readWithinCap(part.file, kind);
    }
  } catch (error) {
    throw refusalFor(error, kind);
  }
  if (!upload || upload.length === 0) throw uploadRefusals.noFile();
  return upload;
}
