'use client';
// The card's add button for products without sizes (those go to their page to choose one).
import { addToCart } from '@/lib/client/stores/cart-actions';
import type { AddToCartInput } from '@/lib/client/stores/cart-store';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import styles from './product-card.module.css';

export function AddToCartButton({ line }: { line: Omit<AddToCartInput, 'quantity' | 'size'> }) {
  return (
    <button
      type="button"
      className={styles.cartButton}
      onClick={() => void addToCart({ ...line, size: null, quantity: 1 })}
    >
      {PRODUCT_MESSAGES.addToCart}
    </button>
  );
}
