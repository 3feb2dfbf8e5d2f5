import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import { OrderFailureView } from '@/components/orders/order-failure-view';

export const metadata: Metadata = { title: 'Payment not completed', robots: { index: false } };

export default function OrderFailurePage() {
  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <OrderFailureView />
    </Container>
  );
}
