/**
 * An uploaded video, kept as it came: its container is checked (MP4 or WebM,
 * walked whole) but its streams are not re-encoded, so its metadata stays;
 * stripping it would need ffmpeg, which the product does not ship.
 */
import { MEDIA_HASH_LENGTH } from '../../widgets/core/domain/photo-variants';
import { contentHash, type MediaFile } from './media-file';
import { uploadRefusals } from './messages';
import { sniffVideo, type VideoKind } from './sniff';

const CONTENT_TYPES: Readonly<Record<VideoKind, string>> = { mp4: 'video/mp4', webm: 'video/webm' };

const videoPath = (hash: string, kind: VideoKind) => `media/videos/${hash}.${kind}`;

const VIDEO_PATH = new RegExp(`^media/videos/[0-9a-f]{${MEDIA_HASH_LENGTH}}\\.(?:${Object.keys(CONTENT_TYPES).join('|')})$`);
export const isVideoPath = (path: string) => VIDEO_PATH.test(path);

export function videoFile(upload: Buffer): MediaFile {
  const kind = sniffVideo(upload);
  if (!kind) throw uploadRefusals.notAVideo();
  return { path: videoPath(contentHash(upload), kind), contentType: CONTENT_TYPES[kind], content: upload, primary: true };
}
