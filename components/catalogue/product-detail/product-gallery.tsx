'use client';
// The product's pictures with previous/next buttons and thumbnails. The first picture is in the server HTML,
// fetched first and at once (it is the page's largest paint); the others load when chosen. Plain buttons:
// MUI's IconButton would bring ButtonBase and its ripple to every product page for two arrows.
import { useState } from 'react';
import { Picture } from '@/components/media/picture';
import { Icon } from '@/components/icons/icon';
import type { ProductPicture } from '@/lib/shared/catalogue/product-page-data';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { isRemoteImage } from '@/lib/shared/catalogue/image-src';
import { FIXED_IMAGE_CLASS } from '../fixed-image';
import { ProductImage } from '../product-image';
import styles from './product-gallery.module.css';

export function ProductGallery({ images, name }: { images: ProductPicture[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return <ProductImage url={null} alt={name} sizes="1px" />;
  const current = images[index];
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <div>
      <div className={styles.stage}>
        <Picture
          key={current.src}
          src={current.src}
          alt={current.alt}
          fill
          sizes="(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw"
          // The first picture is the product page's largest paint: preloaded from the head.
          preload={index === 0}
          loading={index === 0 ? 'eager' : 'lazy'}
          unoptimized={isRemoteImage(current.src)}
          style={{ objectFit: 'cover' }}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={PRODUCT_MESSAGES.previousImage}
              onClick={() => go(index - 1)}
              className={`${styles.arrow} ${styles.previous}`}
            >
              <Icon name="ChevronLeft" />
            </button>
            <button
              type="button"
              aria-label={PRODUCT_MESSAGES.nextImage}
              onClick={() => go(index + 1)}
              className={`${styles.arrow} ${styles.next}`}
            >
              <Icon name="ChevronRight" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                aria-label={PRODUCT_MESSAGES.showImage(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={i === index ? `${styles.thumb} ${styles.thumbCurrent}` : styles.thumb}
              >
                {/* The button carries the label; the picture inside it is decoration. */}
                <Picture
                  src={image.src}
                  alt=""
                  width={72}
                  height={72}
                  unoptimized={isRemoteImage(image.src)}
                  className={FIXED_IMAGE_CLASS}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
