/** One file of the media_files table as the upload routes write it (server/db/schema.ts), and how its path is named. */
import { createHash } from 'node:crypto';
import { MEDIA_HASH_LENGTH } from '../../contract/domain/photo-variants';

export interface MediaFile {
  /** `media/photos/…` or `media/videos/…`: content-hashed, never reused for other bytes. */
  path: string;
  contentType: string;
  content: Buffer;
  /** The file the advisor's photo or video field names (the other photo files are its variants). */
  primary: boolean;
}

/** The upload's content hash, which names its files: the same bytes, the same address. */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, MEDIA_HASH_LENGTH);
