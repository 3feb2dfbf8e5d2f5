// Prepares a stored picture's widths ahead (picture-urls.ts names them): each width the pages ask for, in
// AVIF and WebP, encoded once when the picture is stored (a back-office upload, the demo's seed, or the start
// of a shop whose older pictures lack them). Serving is then reading a file; nothing is resized on the
// request path, so a crawler fetching every width of every picture costs the server no image work.
import 'server-only';
import sharp, { type Sharp } from 'sharp';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  isPreparedKey,
  variantKey,
  type PictureFormat,
} from '@/lib/shared/media/picture-urls';
import { runLimited } from '@/lib/shared/run-limited';
import { MEDIA_CONTENT_TYPES, type MediaStore } from './media-store';

export type PreparedFile = { key: string; body: Buffer; contentType: string };

// Quality per format for about the same look (AVIF's scale runs lower than WebP's), chroma at half resolution
// as in JPEG. Effort trades the encoder's time for a few percent of size: on a 2-core machine these settings
// prepared an 800 px picture's five distinct widths of then (192 px, added since, is a sixth) in about 0.4 s
// (AVIF 0.25 s, WebP 0.15 s); AVIF's effort 2 took 0.37 s for 3 % less, and its default 4:4:4 chroma 0.43 s
// for 40 % more (docs/benchmarks.md, pictures).
const ENCODERS: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
};

/**
 * Every prepared width of one picture, smallest first. A picture narrower than a width is not enlarged:
 * that width holds the picture at its own size (the same bytes, encoded once), so every URL a page can
 * form exists. With `wanted`, only the widths with a variant it wants are encoded: a start after a release
 * that adds a width encodes that width alone, not every width of every picture again.
 */
export async function pictureVariants(
  key: string,
  original: Buffer,
  wanted: (variant: string) => boolean = () => true,
): Promise<PreparedFile[]> {
  if (!isPreparedKey(key)) return [];
  const { width: own = 0 } = await sharp(original).metadata();
  const files: PreparedFile[] = [];
  let atOwnSize: Map<PictureFormat, Buffer> | undefined;
  for (const width of PICTURE_WIDTHS) {
    if (!PICTURE_FORMATS.some((format) => wanted(variantKey(key, width, format)))) continue;
    const enlarging = own > 0 && width >= own;
    let encoded = enlarging ? atOwnSize : undefined;
    if (!encoded) {
      const target = Math.min(width, own || width);
      const bodies = await Promise.all(
        PICTURE_FORMATS.map((format) =>
          ENCODERS[format](sharp(original).resize({ width: target, withoutEnlargement: true })).toBuffer(),
        ),
      );
      encoded = new Map(PICTURE_FORMATS.map((format, i) => [format, bodies[i]]));
      if (enlarging) atOwnSize = encoded;
    }
    for (const format of PICTURE_FORMATS)
      files.push({
        key: variantKey(key, width, format),
        body: encoded.get(format)!,
        contentType: MEDIA_CONTENT_TYPES[`.${format}`],
      });
  }
  return files;
}

/** The variants' keys of one picture (to check for them, or to remove them with it). */
export function variantKeysOf(key: string): string[] {
  return isPreparedKey(key)
    ? PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => variantKey(key, width, format)))
    : [];
}

/** Stores a picture with its prepared widths: the widths first, so a stored original always has them. */
export async function putPicture(store: MediaStore, key: string, body: Buffer, contentType: string): Promise<void> {
  for (const file of await pictureVariants(key, body)) await store.put(file.key, file.body, file.contentType);
  await store.put(key, body, contentType);
}

/** Removes a picture and its prepared widths. */
export async function removePicture(store: MediaStore, key: string): Promise<void> {
  await store.remove(key);
  await Promise.all(variantKeysOf(key).map((variant) => store.remove(variant)));
}

/**
 * Prepares the widths every stored picture lacks: pictures stored before widths were prepared, or copied
 * into a bucket from a folder that had none (`npm run media:sync`). Run before the server takes requests.
 */
export async function prepareMissingVariants(
  store: MediaStore,
  log: (line: string) => void = () => undefined,
  options: { concurrency?: number } = {},
): Promise<{ prepared: number; failed: number }> {
  const keys = await store.keys();
  const missing = (variant: string) => !keys.has(variant);
  const lacking = [...keys].filter((key) => isPreparedKey(key) && variantKeysOf(key).some(missing)).sort();
  const result = { prepared: 0, failed: 0 };
  if (lacking.length === 0) return result;
  log(`Preparing the widths of ${lacking.length} pictures ...`);
  await runLimited(lacking, options.concurrency ?? 2, async (key) => {
    const file = await store.get(key);
    try {
      if (!file) throw new Error('gone');
      for (const variant of await pictureVariants(key, file.body, missing))
        if (missing(variant.key)) await store.put(variant.key, variant.body, variant.contentType);
      result.prepared++;
    } catch (error) {
      // A file that is not a readable picture keeps being served as it is; the others are not held up.
      result.failed++;
      log(`  could not prepare ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if ((result.prepared + result.failed) % 50 === 0)
      log(`  pictures ${result.prepared + result.failed}/${lacking.length}`);
  });
  return result;
}
