// Pictures are prepared when they are stored (lib/server/media/picture-variants.ts): every width the pages
// ask for, in AVIF and WebP, written once beside the original under `v/<width>/<original key>.<format>`.
// Pages point at those files, so no picture is ever resized while a shopper or a crawler waits for it, and
// every instance of the shop (or the CDN of MEDIA_PUBLIC_URL) serves the same bytes.

import { PICTURE_DEVICE_WIDTHS, PICTURE_IMAGE_WIDTHS } from '@/server-runtime/picture-widths.cjs';

export { PICTURE_DEVICE_WIDTHS, PICTURE_IMAGE_WIDTHS };

/** Every width a page can ask for, smallest first: next.config's deviceSizes and imageSizes come from here. */
export const PICTURE_WIDTHS: readonly number[] = [...PICTURE_IMAGE_WIDTHS, ...PICTURE_DEVICE_WIDTHS].sort(
  (a, b) => a - b,
);

export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The folder under /media that holds prepared widths; nothing else is stored there. */
export const VARIANT_FOLDER = 'v';
const MEDIA_PREFIX = '/media/';
const PREPARED_SOURCE = /\.(webp|png|jpe?g|avif)$/i;

/** A media key (a path under /media) whose widths are prepared: a raster picture outside the variants' folder. */
export function isPreparedKey(key: string): boolean {
  return (
    PREPARED_SOURCE.test(key) &&
    !key.startsWith(`${VARIANT_FOLDER}/`) &&
    !key.split('/').some((part) => part === '' || part === '..')
  );
}

/** The key of one prepared width of a stored picture. The original's extension stays in the name, so
 *  `a.png` and `a.webp` in one folder never share a variant. */
export function variantKey(key: string, width: number, format: PictureFormat): string {
  return `${VARIANT_FOLDER}/${width}/${key}.${format}`;
}

/** Where pictures are read from: MEDIA_PUBLIC_URL (a CDN or the bucket's public address, fixed when the shop
 *  is built: next.config passes it to the browser's code), else this shop's own /media. */
export function mediaBase(): string {
  const base = process.env.MEDIA_PUBLIC_URL?.trim().replace(/\/+$/, '');
  return base || '/media';
}

/** The key under /media of a src that our own media serves and whose widths are prepared; null otherwise. */
export function preparedKeyOf(src: string): string | null {
  if (!src.startsWith(MEDIA_PREFIX)) return null;
  const key = src.slice(MEDIA_PREFIX.length).split(/[?#]/)[0];
  return isPreparedKey(key) ? key : null;
}

/** The smallest prepared width of at least `width` (the largest when none is that wide). */
export function preparedWidth(width: number): number {
  return PICTURE_WIDTHS.find((w) => w >= width) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
}

/** The URL of the prepared file for `src` at preparedWidth(width). Anything not prepared (another host's
 *  picture, an SVG) is answered as it is. */
export function pictureUrl(src: string, width: number, format: PictureFormat): string {
  const key = preparedKeyOf(src);
  if (!key) return src;
  return `${mediaBase()}/${variantKey(key, preparedWidth(width), format)}`;
}

/** A fixed-size picture's 1x and 2x prepared files described by their widths (`url 384w, url 640w`), for a
 *  `sizes` list saying how wide it shows: where the slot is narrower than the fixed size, the browser can
 *  take the 1x file at two device pixels per CSS pixel. */
export function fixedPictureSrcSet(src: string, width: number, format: PictureFormat): string {
  const widths = [...new Set([width, width * 2].map(preparedWidth))];
  return widths.map((w) => `${pictureUrl(src, w, format)} ${w}w`).join(', ');
}
