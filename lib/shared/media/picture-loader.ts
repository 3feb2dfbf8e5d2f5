// next/image's loader (next.config images.loaderFile): every next/image of the shop points at a prepared
// WebP width (picture-urls.ts) instead of Next's optimizer, which is switched off by this very setting.
// The AVIF source of a <picture> (components/media/picture.tsx) uses avifPictureLoader.
import type { ImageLoaderProps } from 'next/image';
import { pictureUrl } from './picture-urls';

export default function webpPictureLoader({ src, width }: ImageLoaderProps): string {
  return pictureUrl(src, width, 'webp');
}

export function avifPictureLoader({ src, width }: ImageLoaderProps): string {
  return pictureUrl(src, width, 'avif');
}
