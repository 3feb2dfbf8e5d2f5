// The card's cart button. Only a product that can be added right away needs the client island; the other
// states are plain server-rendered controls.
import Link from 'next/link';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { AddToCartButton } from './add-to-cart-button';
import { productHref } from '@/lib/shared/catalogue/product-links';
import styles from './product-card.module.css';

export function CardCartAction({ product, cartEnabled }: { product: ApiProduct; cartEnabled: boolean }) {
  if (!cartEnabled || !product.inStock) {
    return (
      <button type="button" className={styles.cartButton} disabled>
        {cartEnabled ? CART_MESSAGES.outOfStockButton : CART_MESSAGES.cartDisabledButton}
      </button>
    );
  }
  if (product.sizes.length > 0) {
    return (
      <Link href={productHref(product.id)} className={styles.cartButton} aria-label={`${PRODUCT_MESSAGES.selectSize}: ${product.name}`}>
        {PRODUCT_MESSAGES.selectSize}
      </Link>
    );
  }
  return (
    <AddToCartButton
      line={{
        productId: product.id,
        name: product.name,
        price: product.price,
        image: product.primary_image_url,
        category: product.category?.name ?? CATALOGUE_MESSAGES.uncategorized,
        // A guest's cart stops at the stock (the server checks a logged-in shopper's).
        stock: product.stock_quantity,
      }}
    />
  );
}
