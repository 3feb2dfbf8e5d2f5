// The card's cart button: an add button for a piece that can be added right away, a link to its page for a
// sized piece (the size is chosen there), a disabled button when it is sold out or the cart is switched off.
import { IntentLink as Link } from '@/components/common/intent-link';
import { cardCartLine, type ProductCardData } from '@/lib/shared/catalogue/product-card-data';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { AddToCartButton } from './add-to-cart-button';
import styles from './product-card.module.css';

export function CardCartAction({ card, cartEnabled }: { card: ProductCardData; cartEnabled: boolean }) {
  if (!cartEnabled || card.stock <= 0) {
    return (
      <button type="button" className={styles.cartButton} disabled>
        {cartEnabled ? CART_MESSAGES.outOfStockButton : CART_MESSAGES.cartDisabledButton}
      </button>
    );
  }
  if (card.sized) {
    return (
      <Link
        href={canonicalProductPath(card.id)}
        className={styles.cartButton}
        aria-label={`${PRODUCT_MESSAGES.selectSize}: ${card.name}`}
      >
        {PRODUCT_MESSAGES.selectSize}
      </Link>
    );
  }
  return <AddToCartButton line={cardCartLine(card)} />;
}
