'use client';
// A picture of our own media as <picture>: an AVIF source and a WebP <img>, both pointing at widths that were
// prepared when the picture was stored (lib/shared/media/picture-urls.ts), so the browser picks the smaller
// file it can show and the server only reads a file. Anything else (another host's picture) is a plain <img>.
// A Client Component, so that a Server Component using it sends the browser these few props in the page's
// React payload instead of the whole <picture> with its two srcset lists (about 450 bytes per picture, and a
// page of category tiles has 45 pictures); the HTML is the same, rendered by the server either way.
import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { avifPictureLoader } from '@/lib/shared/media/picture-loader';
import { fixedPictureSrcSet, preparedKeyOf } from '@/lib/shared/media/picture-urls';
import { SHOWN_SIZES, type ShownSizes } from './shown-sizes';

type Props = Omit<ImageProps, 'loader' | 'priority' | 'src'> & {
  src: string;
  /**
   * The page's largest paint: a preload of its AVIF widths goes in the document's head, so the browser starts
   * fetching it before it reaches the <img> in the body. Implies `loading="eager"` and `fetchPriority="high"`.
   */
  preload?: boolean;
  /**
   * For a fixed-size picture (width and height) that shows narrower on small screens: where it shows, named
   * in SHOWN_SIZES. Its 1x and 2x files are then offered by their widths, so a phone whose slot needs no more
   * than the 1x file takes it (without it, a phone at 1.75 device pixels per CSS pixel took the 2x file,
   * 2.8 times the pixels, for a 182 px product card).
   */
  shownSizes?: ShownSizes;
};

export function Picture({ preload = false, shownSizes, ...props }: Props) {
  const imageProps: ImageProps = preload ? { ...props, loading: 'eager', fetchPriority: 'high' } : props;
  const { props: img } = getImageProps(imageProps);
  if (props.unoptimized || !preparedKeyOf(props.src)) {
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps has set alt (it is required above)
    return <img {...img} />;
  }
  const avif = getImageProps({ ...imageProps, loader: avifPictureLoader }).props;
  if (shownSizes && typeof props.width === 'number') {
    const sizes = SHOWN_SIZES[shownSizes];
    Object.assign(img, { srcSet: fixedPictureSrcSet(props.src, props.width, 'webp'), sizes });
    Object.assign(avif, { srcSet: fixedPictureSrcSet(props.src, props.width, 'avif'), sizes });
  }
  if (preload) {
    preloadResource(avif.src, {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      imageSrcSet: avif.srcSet,
      imageSizes: avif.sizes,
    });
  }
  // Next gives every <img> an inline `color: transparent` (alt text stays hidden while the picture loads);
  // baseline.css does that for every `picture > img`, so it is not repeated in the HTML and again in the
  // React payload for each picture. Attributes without a value (a fixed-size picture's `sizes`, a style left
  // empty) are left out rather than set to undefined, which the payload would still carry.
  const { style: withHiddenAlt, ...attributes } = img;
  const { color: _hiddenAlt, ...style } = withHiddenAlt ?? {};
  return (
    <picture>
      <source type="image/avif" srcSet={avif.srcSet} {...(avif.sizes ? { sizes: avif.sizes } : {})} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- as above */}
      <img {...attributes} {...(Object.keys(style).length > 0 ? { style } : {})} />
    </picture>
  );
}
