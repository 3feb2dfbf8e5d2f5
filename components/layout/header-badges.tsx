'use client';
// Wishlist and cart counts for this visitor. The server renders them at zero; after hydration the stores read
// localStorage and the numbers appear in place (the badge floats over the icon, so nothing moves).
import type { ReactNode } from 'react';
import { IntentLink as NextLink } from '@/components/common/intent-link';
import { Icon } from '@/components/icons/icon';
import { useCartQuantity } from '@/lib/client/stores/cart-store';
import { useWishlistCount } from '@/lib/client/stores/wishlist-store';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import styles from './header-controls.module.css';

const BADGE_MAX = 99;

function Badged({ count, testId, children }: { count: number; testId: string; children: ReactNode }) {
  return (
    <span className={styles.badged} data-testid={testId}>
      {children}
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </span>
  );
}

export function HeaderBadges() {
  const wishlistCount = useWishlistCount();
  const cartQuantity = useCartQuantity();
  return (
    <>
      <NextLink
        href="/wishlist"
        aria-label={LAYOUT_MESSAGES.wishlistLabel(wishlistCount)}
        className={styles.iconButton}
      >
        <Badged count={wishlistCount} testId="wishlist-badge">
          <Icon name="FavoriteBorder" />
        </Badged>
      </NextLink>
      <NextLink href="/cart" aria-label={LAYOUT_MESSAGES.cartLabel(cartQuantity)} className={styles.iconButton}>
        <Badged count={cartQuantity} testId="cart-badge">
          <Icon name="ShoppingCartOutlined" />
        </Badged>
      </NextLink>
    </>
  );
}
