// The shopper's order names how it is paid when that is cash on delivery: to be collected, or
// collected once the courier has taken the cash. A card order's "Paid on" line says enough already.
import Typography from '@mui/material/Typography';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';

export function codPaymentText(order: Pick<ApiOrder, 'payment_method' | 'paid_at'>): string | null {
  if (order.payment_method !== 'cod') return null;
  return `Payment: ${order.paid_at ? COD_MESSAGES.cashCollected : COD_MESSAGES.awaitingCash}`;
}

export function PaymentMethodLine({ order }: { order: Pick<ApiOrder, 'payment_method' | 'paid_at'> }) {
  const text = codPaymentText(order);
  return text ? (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  ) : null;
}
