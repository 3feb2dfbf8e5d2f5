import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { TestModeRibbon } from '@/components/checkout/test-mode-ribbon';
import { PaymentsClosedNotice } from '@/components/checkout/payments-closed-notice';
import { pageSession } from '@/lib/server/http/page-session';
import { checkoutDisplay } from '@/lib/server/payments/providers/checkout-display';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage() {
  const [session, { display, testMode, closed }] = await Promise.all([pageSession(), checkoutDisplay()]);
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        Checkout
      </Typography>
      {closed ? (
        <PaymentsClosedNotice />
      ) : (
        <>
          {testMode && <TestModeRibbon />}
          <CheckoutView
            user={session ? { name: session.user.name, email: session.user.email, phone: session.user.phone } : null}
            display={display}
          />
        </>
      )}
    </Container>
  );
}
