// The product page's "Reviews" section: the approved reviews, newest first, each with the shop's
// reply under it. A Server Component, so the reviews are in the HTML crawlers read; only "Write a review" is
// a client island.
import type { ApiReviewPage } from '@/lib/shared/schemas/review-schema';
import { REVIEW_MESSAGES as M } from '@/lib/shared/messages/product-review';
import { ProductRating } from '../product-rating';
import { ReviewItem } from './review-item';
import { WriteReviewButton } from './write-review-button';
import styles from './product-reviews.module.css';

type Props = { productId: number; page: ApiReviewPage; shopName: string };

export function ProductReviews({ productId, page, shopName }: Props) {
  const { reviews, rating, review_count: count } = page;
  return (
    <section aria-labelledby="product-reviews" className={styles.section}>
      <h2 id="product-reviews" className={styles.heading}>
        {M.heading}
      </h2>
      {count > 0 ? (
        <div className={styles.summary}>
          <ProductRating rating={rating} reviewCount={count} size="medium" />
          <p className={styles.summaryText}>{M.summary(rating, count)}</p>
        </div>
      ) : (
        <p className={styles.none}>{M.none}</p>
      )}
      <WriteReviewButton productId={productId} />
      {reviews.length > 0 && (
        <ol className={styles.list}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} shopName={shopName} />
          ))}
        </ol>
      )}
    </section>
  );
}
