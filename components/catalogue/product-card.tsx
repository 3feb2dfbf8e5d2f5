'use client';
// One product in a grid (spec section 2, Product card): the name is a real link whose click area covers the
// whole card (it opens without JavaScript, and crawlers follow it); the heart and the cart button sit above
// that area, so pressing them never opens the product. The server renders its HTML like any other part of
// the page; it is a Client Component only so that the page's React payload carries the card's few fields
// (lib/shared/catalogue/product-card-data.ts) rather than its element tree, about a kilobyte less per card.
import { IntentLink as Link } from '@/components/common/intent-link';
import { cardWishlistItem, type ProductCardData } from '@/lib/shared/catalogue/product-card-data';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { CardCartAction } from './card-cart-action';
import { CARD_IMAGE, ProductImage, type ImageLoading } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { WishlistButton } from './wishlist-button';
import styles from './product-card.module.css';

export type ProductCardProps = {
  card: ProductCardData;
  cartEnabled: boolean;
  headingLevel?: 'h2' | 'h3';
  imageLoading?: ImageLoading;
};

export function ProductCard({ card, cartEnabled, headingLevel = 'h3', imageLoading = 'lazy' }: ProductCardProps) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage url={card.image} alt={card.alt} sizes={CARD_IMAGE} loading={imageLoading} />
        {(card.isNew || card.discount > 0) && (
          <div className={styles.badges}>
            {card.isNew && <span className={`${styles.badge} ${styles.badgeNew}`}>{PRODUCT_MESSAGES.newBadge}</span>}
            {card.discount > 0 && (
              <span className={`${styles.badge} ${styles.badgeSale}`}>
                {PRODUCT_MESSAGES.discountBadge(card.discount)}
              </span>
            )}
          </div>
        )}
        <WishlistButton className={styles.heart} item={cardWishlistItem(card)} />
        <div className={styles.actions}>
          <CardCartAction card={card} cartEnabled={cartEnabled} />
        </div>
      </div>
      <div className={styles.body}>
        <span className={styles.category}>{card.category}</span>
        <Heading className={styles.name}>
          <Link href={canonicalProductPath(card.id)} className={styles.link}>
            {card.name}
          </Link>
        </Heading>
        <ProductRating rating={card.rating} reviewCount={card.reviewCount} />
        <div className={styles.price}>
          <ProductPrice price={card.price} originalPrice={card.originalPrice} from={card.priceFrom} />
        </div>
      </div>
    </article>
  );
}
