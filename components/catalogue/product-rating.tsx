// Read-only stars filled to a tenth of a star, with the review count; nothing while a product has no reviews.
// Drawn as two rows of star characters from the stylesheet (a grey row, and a gold row cut to the rating's
// width: product-meta.module.css) rather than MUI Rating, which at precision 0.1 renders 50 SVGs per card,
// inline SVG paths, which put 3 KB of markup per card into the HTML, or SVG background images, for each of
// which Chromium builds an isolated document on every page load.
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import styles from './product-meta.module.css';

export function ProductRating({
  rating,
  reviewCount,
  size = 'small',
}: {
  rating: number;
  reviewCount: number;
  size?: 'small' | 'medium';
}) {
  if (reviewCount <= 0) return null;
  const filled = Math.max(0, Math.min(5, Math.round(rating * 10) / 10)) / 5;
  return (
    <div className={styles.rating}>
      <span
        role="img"
        aria-label={PRODUCT_MESSAGES.ratingLabel(rating, reviewCount)}
        className={`${styles.stars} ${size === 'small' ? styles.starsSmall : styles.starsMedium}`}
      >
        <span className={styles.starsFilled} style={{ width: `${Math.round(filled * 1000) / 10}%` }} />
      </span>
      <span className={styles.reviews} aria-hidden="true">
        {PRODUCT_MESSAGES.reviewCount(reviewCount)}
      </span>
    </div>
  );
}
