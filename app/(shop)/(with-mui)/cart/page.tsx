// /cart: a server shell (heading, metadata, the shop's cart switch) around the interactive cart.
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CartView } from '@/components/cart/cart-view';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { sellingOffersOf } from '@/lib/shared/selling/selling-settings';

export const metadata: Metadata = { title: 'Cart', robots: { index: false, follow: true } };

export default async function CartPage() {
  const settings = await cachedShopSettings();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {CART_PAGE_MESSAGES.heading}
      </Typography>
      <CartView cartEnabled={settings.cart_enabled} selling={sellingOffersOf(settings)} />
    </Container>
  );
}
