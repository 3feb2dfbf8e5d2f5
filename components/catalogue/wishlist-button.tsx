'use client';
// The heart on cards and product pages. Per-visitor state: the server renders it unpressed and the wishlist
// store (localStorage) fills it in after hydration, so the page itself stays static. A plain button: this
// island is on every card, so it stays as light as it can be. toggleWishlist shows the spec's message itself.
import { toggleWishlist, useIsWishlisted } from '@/lib/client/stores/wishlist-store';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import type { WishlistItem } from '@/lib/shared/schemas/client-state-schema';
import { Icon } from '@/components/icons/icon';
import styles from './wishlist-button.module.css';

export function WishlistButton({
  item,
  className,
  variant = 'floating',
}: {
  item: WishlistItem;
  className?: string;
  variant?: 'floating' | 'outlined';
}) {
  const saved = useIsWishlisted(item.id);
  const classes = [styles.button, variant === 'outlined' ? styles.outlined : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      aria-label={saved ? PRODUCT_MESSAGES.removeFromWishlist(item.name) : PRODUCT_MESSAGES.addToWishlist(item.name)}
      onClick={() => toggleWishlist(item)}
    >
      <Icon name={saved ? 'Favorite' : 'FavoriteBorder'} />
    </button>
  );
}
