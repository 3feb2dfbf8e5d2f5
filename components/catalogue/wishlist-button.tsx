'use client';
// The heart on cards and product pages. Per-visitor state: the server renders it unpressed and the wishlist
// store (localStorage) fills it in after hydration, so the page itself stays static. A plain button: this
// island is on every card, so it stays as light as it can be. toggleWishlist shows the spec's message itself.
import { toggleWishlist, useIsWishlisted } from '@/lib/client/stores/wishlist-store';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';
import type { WishlistItem } from '@/lib/shared/schemas/client-state';
import styles from './wishlist-button.module.css';

const HEART = 'M12 20.3 10.6 19C5.4 14.4 2 11.3 2 7.6 2 4.6 4.4 2.3 7.4 2.3c1.7 0 3.4.8 4.6 2.1 1.2-1.3 2.9-2.1 4.6-2.1 3 0 5.4 2.3 5.4 5.3 0 3.7-3.4 6.8-8.6 11.4L12 20.3z';

export function WishlistButton({ item, className, variant = 'floating' }: { item: WishlistItem; className?: string; variant?: 'floating' | 'outlined' }) {
  const saved = useIsWishlisted(item.id);
  const classes = [styles.button, variant === 'outlined' ? styles.outlined : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      aria-label={saved ? PRODUCT_MESSAGES.removeFromWishlist(item.name) : PRODUCT_MESSAGES.addToWishlist(item.name)}
      onClick={() => toggleWishlist(item)}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART} fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={saved ? 0 : 2} />
      </svg>
    </button>
  );
}
