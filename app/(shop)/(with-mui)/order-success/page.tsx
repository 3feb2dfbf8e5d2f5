import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import { OrderSuccessView } from '@/components/orders/order-success-view';

export const metadata: Metadata = { title: 'Order placed', robots: { index: false } };

export default function OrderSuccessPage() {
  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <OrderSuccessView />
    </Container>
  );
}
