import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { TestModeRibbon } from '@/components/checkout/test-mode-ribbon';
import { pageSession } from '@/lib/server/auth/page-session';
import { paymentProvider } from '@/lib/server/payments/select-provider';
import { getShopSettings } from '@/lib/server/settings/shop-settings';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage() {
  const [session, settings] = await Promise.all([pageSession(), getShopSettings()]);
  const provider = paymentProvider();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        Checkout
      </Typography>
      {provider.name === 'sandbox' && <TestModeRibbon />}
      <CheckoutView
        user={session ? { name: session.user.name, email: session.user.email } : null}
        display={{
          shopName: settings.company.name,
          description: 'Jewelry order',
          themeColor: settings.theme_colors.primary_color,
          scriptUrl: provider.checkoutScriptUrl,
        }}
      />
    </Container>
  );
}
