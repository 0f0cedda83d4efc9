/**
 * An uploaded video, its pictures and sound kept as they came: its container
 * is checked (MP4 or WebM, walked whole) and its metadata blanked in place
 * (server/media/video-metadata.ts); its streams are not re-encoded, which
 * would need ffmpeg, which the product does not ship.
 */
import { MEDIA_HASH_LENGTH } from '../../contract/domain/photo-variants';
import { contentHash, type MediaFile } from './media-file';
import { uploadRefusals } from './messages';
import { sniffVideo, type VideoKind } from './sniff';
import { withoutVideoMetadata } from './video-metadata';

const CONTENT_TYPES: Readonly<Record<VideoKind, string>> = { mp4: 'video/mp4', webm: 'video/webm' };

const videoPath = (hash: string, kind: VideoKind) => `media/videos/${hash}.${kind}`;

const VIDEO_PATH = new RegExp(`^media/videos/[0-9a-f]{${MEDIA_HASH_LENGTH}}\\.(?:${Object.keys(CONTENT_TYPES).join('|')})$`);
export const isVideoPath = (path: string) => VIDEO_PATH.test(path);

export function videoFile(upload: Buffer): MediaFile {
  const kind = sniffVideo(upload);
  const content = kind && withoutVideoMetadata(upload, kind);
  if (!kind || !content) throw uploadRefusals.notAVideo();
  return { path: videoPath(contentHash(content), kind), contentType: CONTENT_TYPES[kind], content, primary: true };
}
