'use client';
// Wishlist and cart counts for this visitor. The server renders them at zero; after hydration the stores read
// localStorage and the numbers appear in place (the badge floats over the icon, so nothing moves).
import NextLink from 'next/link';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCartQuantity } from '@/lib/client/stores/cart-store';
import { useWishlistCount } from '@/lib/client/stores/wishlist-store';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages';

const BADGE_MAX = 99;

export function HeaderBadges() {
  const wishlistCount = useWishlistCount();
  const cartQuantity = useCartQuantity();
  return (
    <>
      <IconButton component={NextLink} href="/wishlist" aria-label={LAYOUT_MESSAGES.wishlistLabel(wishlistCount)} color="inherit">
        <Badge badgeContent={wishlistCount} max={BADGE_MAX} color="secondary" data-testid="wishlist-badge">
          <FavoriteBorderIcon />
        </Badge>
      </IconButton>
      <IconButton component={NextLink} href="/cart" aria-label={LAYOUT_MESSAGES.cartLabel(cartQuantity)} color="inherit">
        <Badge badgeContent={cartQuantity} max={BADGE_MAX} color="secondary" data-testid="cart-badge">
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
    </>
  );
}
