// /wishlist: a server shell around the saved products, which live in this browser only.
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { WISHLIST_PAGE_MESSAGES } from '@/lib/shared/messages/wishlist-page';

export const metadata: Metadata = { title: 'Wishlist', robots: { index: false, follow: true } };

export default async function WishlistPage() {
  const settings = await cachedShopSettings();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {WISHLIST_PAGE_MESSAGES.heading}
      </Typography>
      <WishlistView cartEnabled={settings.cart_enabled} />
    </Container>
  );
}
