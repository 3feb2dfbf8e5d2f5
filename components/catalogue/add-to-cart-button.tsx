'use client';
// The card's add button for products without sizes (those go to their page to choose one).
import { addToCartOnUse, loadCartActionsOnIntent } from '@/lib/client/stores/cart-actions-on-use';
import type { AddToCartInput } from '@/lib/client/stores/cart-store';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import styles from './product-card.module.css';

export function AddToCartButton({ line }: { line: Omit<AddToCartInput, 'quantity' | 'size'> }) {
  return (
    <button
      type="button"
      className={styles.cartButton}
      {...loadCartActionsOnIntent}
      onClick={() => void addToCartOnUse({ ...line, size: null, quantity: 1 })}
    >
      {PRODUCT_MESSAGES.addToCart}
    </button>
  );
}
