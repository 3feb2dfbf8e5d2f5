// One approved review: its stars, title, who wrote it and when, the text, and the shop's reply under it.
import type { ApiReview } from '@/lib/shared/schemas/review-schema';
import { REVIEW_MESSAGES as M } from '@/lib/shared/messages/product-review';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop-time';
import { ProductImage } from '../product-image';
import styles from './product-reviews.module.css';
import meta from '../product-meta.module.css';

/** A review's photo shows as a small square; the pipeline keeps up to 800 px of it. */
const PHOTO_WIDTH = 160;

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

export function ReviewItem({ review, shopName }: { review: ApiReview; shopName: string }) {
  return (
    <li className={styles.review}>
      <article aria-labelledby={`review-${review.id}`}>
        <span role="img" aria-label={M.stars(review.rating)} className={`${meta.stars} ${meta.starsSmall}`}>
          <span className={meta.starsFilled} style={{ width: `${review.rating * 20}%` }} />
        </span>
        <h3 id={`review-${review.id}`} className={styles.title}>
          {review.title}
        </h3>
        <p className={styles.byline}>
          {M.byline(review.author, DATE.format(new Date(review.created_at)))} · {M.verifiedBuyer}
        </p>
        <p className={styles.body}>{review.body}</p>
        {review.photo_url && (
          <div className={styles.photo}>
            <ProductImage url={review.photo_url} alt={M.photoAlt(review.author)} sizes={{ fixed: PHOTO_WIDTH }} />
          </div>
        )}
        {review.reply && (
          <div className={styles.reply}>
            <p className={styles.replyHeading}>{M.ownerReply(shopName)}</p>
            <p className={styles.body}>{review.reply}</p>
          </div>
        )}
      </article>
    </li>
  );
}
