// Seeded and uploaded images, served as /media/...: from $DATA_DIR/media, or from the bucket of S3_BUCKET
// (media-store.ts).
import 'server-only';
import { mediaKey, mediaStore, type StoredMedia } from './media-store';

export type MediaFile = StoredMedia;

/** Reads a media file by its path segments; null for anything outside the media folder or not an image. */
export async function readMediaFile(segments: string[]): Promise<MediaFile | null> {
  const key = mediaKey(segments);
  if (!key) return null;
  return mediaStore().get(key);
}
