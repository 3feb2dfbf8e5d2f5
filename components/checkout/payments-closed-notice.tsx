'use client';

// Shown on checkout instead of the form and its pay button while payments are not set up on a public shop
// (lib/server/payments/providers/payments-open.ts): the shopper learns why before filling anything in.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Link from 'next/link';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';

export function PaymentsClosedNotice() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info" role="status" data-testid="payments-closed" sx={{ fontWeight: 600 }}>
        {CHECKOUT_MESSAGES.paymentsNotSetUp}
      </Alert>
      <Button component={Link} href="/cart" variant="outlined">
        Back to cart
      </Button>
    </Stack>
  );
}
