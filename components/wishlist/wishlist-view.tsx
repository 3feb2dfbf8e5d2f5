'use client';
// The interactive half of /wishlist: the saved products from localStorage, or the empty state.
import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useWishlist } from '@/lib/client/stores/wishlist-store';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { WISHLIST_PAGE_MESSAGES } from '@/lib/shared/messages/wishlist-page';
import layout from '@/components/catalogue/page-layout.module.css';
import { WishlistCard } from './wishlist-card';

const subscribeNever = () => () => {};

export function WishlistView({ cartEnabled }: { cartEnabled: boolean }) {
  const items = useWishlist();
  // The server cannot know what this browser saved: render nothing until hydrated, so a saved list never
  // flashes the empty state first.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return <Box sx={{ minHeight: 320 }} />;

  const announcement = (
    <Box role="status" aria-live="polite" aria-atomic="true" className={layout.visuallyHidden}>
      {WISHLIST_PAGE_MESSAGES.itemsSaved(items.length)}
    </Box>
  );

  if (items.length === 0) {
    return (
      <Stack spacing={2} sx={{ py: 8, textAlign: 'center', alignItems: 'center' }}>
        <FavoriteBorderIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {WISHLIST_PAGE_MESSAGES.empty}
        </Typography>
        <Typography color="text.secondary">{WISHLIST_PAGE_MESSAGES.emptyHint}</Typography>
        <Button component={Link} href="/products" variant="contained">
          {CATALOGUE_MESSAGES.browseProducts}
        </Button>
        {announcement}
      </Stack>
    );
  }

  return (
    <>
      {announcement}
      <Box
        component="ul"
        aria-label="Saved products"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {items.map((item) => (
          <WishlistCard key={item.id} item={item} cartEnabled={cartEnabled} />
        ))}
      </Box>
    </>
  );
}
