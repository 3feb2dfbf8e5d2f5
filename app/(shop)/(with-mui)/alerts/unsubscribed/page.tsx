import type { Metadata } from 'next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ALERT_MESSAGES } from '@/lib/shared/messages/product-alerts';

export const metadata: Metadata = { title: ALERT_MESSAGES.unsubscribedTitle, robots: { index: false } };

/** Where an alert mail's "stop" link lands (app/alerts/unsubscribe/route.ts). */
export default function AlertUnsubscribedPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {ALERT_MESSAGES.unsubscribedTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{ALERT_MESSAGES.unsubscribed}</Typography>
      <Button href="/products" variant="contained">
        Continue shopping
      </Button>
    </Container>
  );
}
