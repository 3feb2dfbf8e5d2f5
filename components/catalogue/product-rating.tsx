// Read-only stars filled to a tenth of a star, with the review count; nothing while a product has no reviews.
// Drawn here rather than with MUI Rating: at precision 0.1 that renders ten icons per star (50 SVGs, about
// 6 KB of HTML per card) and a client component to hydrate for every card, for a display nobody edits.
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';
import styles from './product-meta.module.css';

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

function Stars({ color, size }: { color: string; size: number }) {
  return (
    <svg width={size * 5} height={size} viewBox="0 0 120 24" aria-hidden="true" focusable="false" style={{ display: 'block', flexShrink: 0 }}>
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} fill={color} />
      ))}
    </svg>
  );
}

export function ProductRating({ rating, reviewCount, size = 'small' }: { rating: number; reviewCount: number; size?: 'small' | 'medium' }) {
  if (reviewCount <= 0) return null;
  const px = size === 'small' ? 18 : 24;
  const filled = Math.max(0, Math.min(5, Math.round(rating * 10) / 10)) / 5;
  return (
    <div className={styles.rating}>
      <span role="img" aria-label={PRODUCT_MESSAGES.ratingLabel(rating, reviewCount)} className={styles.stars}>
        <Stars color="rgba(0, 0, 0, 0.26)" size={px} />
        <span className={styles.starsFilled} style={{ width: `${filled * 100}%` }}>
          <Stars color="#faaf00" size={px} />
        </span>
      </span>
      <span className={styles.reviews} aria-hidden="true">
        {PRODUCT_MESSAGES.reviewCount(reviewCount)}
      </span>
    </div>
  );
}
