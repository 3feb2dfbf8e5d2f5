// A product or category picture (its prepared AVIF and WebP widths), filling a square frame; a quiet
// placeholder when there is no image, so the grid never shifts.
import { Picture } from '@/components/media/picture';
import type { ShownSizes } from '@/components/media/shown-sizes';
import { imageSrc, isRemoteImage } from '@/lib/shared/catalogue/image-src';
import { FIXED_IMAGE_CLASS } from './fixed-image';
import styles from './product-meta.module.css';

type Props = {
  url: string | null | undefined;
  alt: string;
  /**
   * How wide the image shows: a `sizes` list for images that grow with the page, or a fixed width in CSS
   * pixels, which needs only a 1x and a 2x source (a `sizes` list would offer every width); `shown` names
   * where a fixed picture shows narrower on small screens (SHOWN_SIZES), so they can pick the 1x source.
   */
  sizes: string | { fixed: number; shown?: ShownSizes };
  /**
   * 'lazy' (the default) below the fold; 'eager' for the first images of a page, fetched at once; 'preload'
   * for the page's largest paint, fetched first (the only one of high priority, so the others do not share
   * its bandwidth) and from the document's head (Picture), ahead of the page's scripts.
   */
  loading?: ImageLoading;
};

export type ImageLoading = 'lazy' | 'eager' | 'preload';

const FILL_STYLE = { objectFit: 'cover' } as const;

/**
 * The pictures of product cards and category tiles. They show 180-400 CSS px wide across the grids'
 * breakpoints; as a fixed size they get a 384 px (1x) and a 640 px (2x) source, the same files a `sizes`
 * list led browsers to pick, without the four wider ones it also listed in every card. On phones they show
 * in two columns (SHOWN_SIZES.card), where the 384 px file is enough.
 */
export const CARD_IMAGE = { fixed: 290, shown: 'card' } as const;

const DIAMOND =
  'M19 3H5L2 9l10 12L22 9l-3-6zM9.62 8l1.5-3h1.76l1.5 3H9.62zM11 10v6.68L5.44 10H11zm2 0h5.56L13 16.68V10zm6.26-2h-2.65l-1.5-3h2.65l1.5 3zM6.24 5h2.65l-1.5 3H4.74l1.5-3z';

// Props left out rather than set to undefined, which the page's React payload would still carry per picture.
function shownSizes(sizes: { shown?: ShownSizes }) {
  return sizes.shown ? { shownSizes: sizes.shown } : {};
}

export function ProductImage({ url, alt, sizes, loading = 'lazy' }: Props) {
  const src = imageSrc(url);
  return (
    <div className={styles.frame}>
      {src ? (
        <Picture
          src={src}
          alt={alt}
          {...(typeof sizes === 'string'
            ? { fill: true, sizes, style: FILL_STYLE }
            : { width: sizes.fixed, height: sizes.fixed, className: FIXED_IMAGE_CLASS, ...shownSizes(sizes) })}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          {...(loading === 'preload' ? { fetchPriority: 'high', preload: true } : {})}
          unoptimized={isRemoteImage(src)}
        />
      ) : (
        <span className={styles.placeholder}>
          <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={DIAMOND} fill="currentColor" />
          </svg>
        </span>
      )}
    </div>
  );
}
