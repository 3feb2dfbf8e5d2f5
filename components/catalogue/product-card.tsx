// One product in a grid (spec section 2, Product card). Plain server-rendered HTML: the name is a real link
// whose click area covers the whole card (it opens without JavaScript, and crawlers follow it); the heart
// and the cart button sit above that area, so pressing them never opens the product.
import Link from 'next/link';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { CardCartAction } from './card-cart-action';
import { CARD_IMAGE_WIDTH, ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { productHref } from '@/lib/shared/catalogue/product-links';
import { WishlistButton } from './wishlist-button';
import styles from './product-card.module.css';

export type ProductCardProps = {
  product: ApiProduct;
  cartEnabled: boolean;
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
};

export function ProductCard({ product, cartEnabled, headingLevel = 'h3', eagerImage = false }: ProductCardProps) {
  const category = product.category?.name ?? CATALOGUE_MESSAGES.uncategorized;
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage url={product.primary_image_url} alt={product.images[0]?.alt || product.name} sizes={{ fixed: CARD_IMAGE_WIDTH }} eager={eagerImage} />
        {(product.isNew || product.discount > 0) && (
          <div className={styles.badges}>
            {product.isNew && <span className={`${styles.badge} ${styles.badgeNew}`}>{PRODUCT_MESSAGES.newBadge}</span>}
            {product.discount > 0 && <span className={`${styles.badge} ${styles.badgeSale}`}>{PRODUCT_MESSAGES.discountBadge(product.discount)}</span>}
          </div>
        )}
        <WishlistButton
          className={styles.heart}
          item={{ id: product.id, name: product.name, price: product.price, image: product.primary_image_url, category }}
        />
        <div className={styles.actions}>
          <CardCartAction product={product} cartEnabled={cartEnabled} />
        </div>
      </div>
      <div className={styles.body}>
        <span className={styles.category}>{category}</span>
        <Heading className={styles.name}>
          <Link href={productHref(product.id)} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        <div className={styles.price}>
          <ProductPrice price={product.price} originalPrice={product.originalPrice} />
        </div>
      </div>
    </article>
  );
}
