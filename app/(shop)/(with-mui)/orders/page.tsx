import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { OrdersView } from '@/components/orders/orders-view';
import { listOrders } from '@/lib/server/orders';
import { pageSession } from '@/lib/server/http/page-session';
import { checkoutDisplay } from '@/lib/server/payments/providers/checkout-display';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false } };

type Search = { cod_order?: string | string[]; cod_token?: string | string[] };

/** The mailed COD confirmation link's order and token (confirm-cod-order.ts), when the address carries them. */
function codLinkOf(search: Search): { orderId: number; token: string } | undefined {
  const orderId = Number(search.cod_order);
  const token = typeof search.cod_token === 'string' ? search.cod_token : '';
  return Number.isSafeInteger(orderId) && orderId > 0 && /^[\w-]{16,200}$/.test(token) ? { orderId, token } : undefined;
}

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const codLink = codLinkOf(await searchParams);
  const session = await pageSession();
  // Signed out, the link comes back here after login, with its token.
  const here = codLink ? `/orders?cod_order=${codLink.orderId}&cod_token=${codLink.token}` : '/orders';
  if (!session) redirect(`/login?next=${encodeURIComponent(here)}`);
  const [initial, { display }] = await Promise.all([listOrders(session.user.id), checkoutDisplay()]);
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        My Orders
      </Typography>
      <OrdersView initial={initial} codLink={codLink} display={display} />
    </Container>
  );
}
