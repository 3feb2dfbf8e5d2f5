import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { OrdersView } from '@/components/orders/orders-view';
import { listOrders } from '@/lib/server/orders';
import { pageSession } from '@/lib/server/http/page-session';
import { checkoutDisplay } from '@/lib/server/payments/checkout-display';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false } };

export default async function OrdersPage() {
  const session = await pageSession();
  if (!session) redirect(`/login?next=${encodeURIComponent('/orders')}`);
  const [initial, { display }] = await Promise.all([listOrders(session.user.id), checkoutDisplay()]);
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        My Orders
      </Typography>
      <OrdersView initial={initial} display={display} />
    </Container>
  );
}
