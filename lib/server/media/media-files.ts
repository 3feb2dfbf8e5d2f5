// Seeded and uploaded images live under $DATA_DIR/media, outside the build, and are served as /media/...
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaDir } from '@/lib/server/db/config';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export type MediaFile = { body: Buffer; contentType: string; modified: Date };

/** Reads a media file by its path segments; null for anything outside the media folder or not an image. */
export async function readMediaFile(segments: string[]): Promise<MediaFile | null> {
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0') || s.includes('\\'))) return null;
  const root = mediaDir();
  const file = path.resolve(/*turbopackIgnore: true*/ root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
    return { body, contentType, modified: stat.mtime };
  } catch {
    return null;
  }
}
