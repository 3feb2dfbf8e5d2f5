'use client';
// /order-failure: what went wrong with the payment, the order and payment ids when there are any, the ways
// forward, and home automatically after 10 minutes (spec section 9, failure page auto-redirect).
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { readOrderFailure, type OrderFailureState } from '@/lib/client/checkout/order-result-storage';
import { TIMINGS_MS } from '@/lib/shared/constants';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages';

export function OrderFailureView() {
  const router = useRouter();
  const [failure, setFailure] = useState<OrderFailureState | null>(null);
  const read = useRef(false);

  useEffect(() => {
    if (!read.current) {
      read.current = true;
      setFailure(readOrderFailure());
    }
    const timer = window.setTimeout(() => router.replace('/'), TIMINGS_MS.failureRedirect);
    return () => window.clearTimeout(timer);
  }, [router]);

  const message = failure?.message ?? CHECKOUT_MESSAGES.paymentFailed;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <ErrorOutlineOutlined color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mt: 1, mb: 2 }}>
        Payment not completed
      </Typography>
      <Alert severity="error" sx={{ textAlign: 'left', mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
        {failure?.detail && <Typography variant="body2">{failure.detail}</Typography>}
      </Alert>
      {(failure?.orderId || failure?.paymentId) && (
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {failure.orderId && <Typography>Order ID: #{failure.orderId}</Typography>}
          {failure.paymentId && <Typography sx={{ wordBreak: 'break-all' }}>Payment ID: {failure.paymentId}</Typography>}
        </Stack>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        If any money left your account for this attempt, it is refunded automatically. You will be taken to the home page in 10 minutes.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={Link} href="/checkout" variant="contained">
          Try Again
        </Button>
        <Button component={Link} href="/cart" variant="outlined">
          Go to Cart
        </Button>
        <Button component={Link} href="/" variant="text">
          Go to Home
        </Button>
      </Stack>
    </Paper>
  );
}
