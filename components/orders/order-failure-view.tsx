'use client';
// /order-failure: what went wrong with the payment, the order and payment ids when there are any, the ways
// forward, and home automatically after 10 minutes (spec section 9, failure page auto-redirect).
// When the shopper closed the payment window the order is still pending: 'Try Again' reopens the payment
// window for that same order; otherwise it goes back to checkout.
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import { finishPaidCheckout } from '@/lib/client/checkout/finish-paid-checkout';
import { readOrderFailure, saveOrderFailure, type OrderFailureState } from '@/lib/client/checkout/order-result-storage';
import { resumeCheckout } from '@/lib/client/checkout/run-checkout';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { TIMINGS_MS } from '@/lib/shared/constants';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import type { CheckoutDisplay } from '@/lib/shared/schemas/checkout-schema';

export function OrderFailureView({ display }: { display: CheckoutDisplay }) {
  const router = useRouter();
  const [failure, setFailure] = useState<OrderFailureState | null>(null);
  const [paying, setPaying] = useState(false);
  const read = useRef(false);

  const payAgain = async (orderId: number) => {
    if (paying) return;
    setPaying(true);
    const result = await resumeCheckout(orderId, display);
    if (result.kind === 'success') {
      await finishPaidCheckout(result.state);
      router.push('/order-success');
      return;
    }
    setPaying(false);
    if (result.kind === 'failure') {
      saveOrderFailure(result.state);
      setFailure(result.state);
      return;
    }
    // Paid, cancelled or expired meanwhile: this order cannot be paid any more, so Try Again starts afresh.
    showMessage(result.message, 'error');
    if (result.status === 409 || result.status === 404) {
      const closed = { ...failure, message: failure?.message ?? CHECKOUT_MESSAGES.paymentFailed, resumable: false };
      saveOrderFailure(closed);
      setFailure(closed);
    }
  };
  const resumable = failure?.resumable && failure.orderId ? failure.orderId : null;

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
          {failure.paymentId && (
            <Typography sx={{ wordBreak: 'break-all' }}>Payment ID: {failure.paymentId}</Typography>
          )}
        </Stack>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        If any money left your account for this attempt, it is refunded automatically. You will be taken to the home
        page in 10 minutes.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {resumable ? (
          <Button
            variant="contained"
            disabled={paying}
            onClick={() => void payAgain(resumable)}
            startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            Try Again
          </Button>
        ) : (
          <Button component={Link} href="/checkout" variant="contained">
            Try Again
          </Button>
        )}
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
