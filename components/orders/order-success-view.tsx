'use client';
// /order-success: shows the payment that just completed. Reached any other way (reload, typed URL), there is
// no result to show and the shopper goes home (spec: it needs the navigation state of a success).
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import { takeOrderSuccess, type OrderSuccessState } from '@/lib/client/checkout/order-result-storage';
import { SHIPPING_PROMISE } from '@/lib/shared/constants';
import { formatRupees } from '@/lib/shared/money';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatOrderDate } from './order-format';
import { OrderStatusChip } from './order-status-chip';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function OrderSuccessView() {
  const router = useRouter();
  // Taken once per mount, so a development double effect does not read an already-removed entry.
  const taken = useRef<OrderSuccessState | null | undefined>(undefined);
  const [result, setResult] = useState<OrderSuccessState | null>(null);

  useEffect(() => {
    if (taken.current === undefined) taken.current = takeOrderSuccess();
    if (taken.current) setResult(taken.current);
    else router.replace('/');
  }, [router]);

  if (!result) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <CheckCircleOutlineOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mt: 1 }}>
        {result.message}
      </Typography>
      <Box component="dl" sx={{ textAlign: 'left', mt: 3, mb: 2 }}>
        <Detail label="Order ID">#{result.orderId}</Detail>
        {result.paymentMethod === 'cod' ? (
          <Detail label="Payment">{COD_MESSAGES.paymentLabel}</Detail>
        ) : (
          <Detail label="Payment ID">{result.paymentId}</Detail>
        )}
        <Detail label="Total">{formatRupees(result.total)}</Detail>
        <Detail label="Items">{result.itemsCount}</Detail>
        <Detail label="Status">
          <OrderStatusChip status={result.status} />
        </Detail>
        {result.paidAt && <Detail label="Paid on">{formatOrderDate(result.paidAt)}</Detail>}
      </Box>
      <Typography sx={{ mb: 3 }}>{SHIPPING_PROMISE}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={Link} href="/orders" variant="contained">
          View My Orders
        </Button>
        <Button component={Link} href="/products" variant="outlined">
          Continue Shopping
        </Button>
      </Stack>
    </Paper>
  );
}
