import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import { OrderFailureView } from '@/components/orders/order-failure-view';
import { checkoutDisplay } from '@/lib/server/payments/providers/checkout-display';

export const metadata: Metadata = { title: 'Payment not completed', robots: { index: false } };
// The payment provider is chosen from the environment the server runs with, not the one it was built with.
export const dynamic = 'force-dynamic';

export default async function OrderFailurePage() {
  const { display } = await checkoutDisplay();
  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <OrderFailureView display={display} />
    </Container>
  );
}
