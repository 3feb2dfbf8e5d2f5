'use client';
// The heart on cards and product pages. Per-visitor state: the server renders it unpressed and the wishlist
// store (localStorage) fills it in after hydration, so the page itself stays static.
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { toggleWishlist, useIsWishlisted } from '@/lib/client/stores/wishlist-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { PRODUCT_MESSAGES, WISHLIST_MESSAGES } from '@/lib/shared/messages';
import type { WishlistItem } from '@/lib/shared/schemas/client-state';

export function WishlistButton({ item, sx }: { item: WishlistItem; sx?: SxProps<Theme> }) {
  const saved = useIsWishlisted(item.id);
  return (
    <IconButton
      aria-pressed={saved}
      aria-label={saved ? PRODUCT_MESSAGES.removeFromWishlist(item.name) : PRODUCT_MESSAGES.addToWishlist(item.name)}
      onClick={(event) => {
        // The card around this button is a link; the heart must not open the product.
        event.preventDefault();
        event.stopPropagation();
        const nowSaved = toggleWishlist(item);
        showMessage(nowSaved ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed);
      }}
      sx={sx}
    >
      {saved ? <Favorite sx={{ color: 'error.main' }} /> : <FavoriteBorder />}
    </IconButton>
  );
}
