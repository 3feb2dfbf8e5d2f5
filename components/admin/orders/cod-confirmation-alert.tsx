// The owner's order page: a new customer's first COD order waiting for its confirmation (call, then start
// processing, which confirms it), or when it was confirmed.
import Alert from '@mui/material/Alert';
import { formatOrderDate } from '@/components/orders/order-format';
import { COD_CONFIRM_MESSAGES as CM } from '@/lib/shared/messages/cod-confirmation';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';

export function CodConfirmationAlert({ order }: { order: Pick<AdminOrder, 'status' | 'cod_confirmation'> }) {
  const confirmation = order.cod_confirmation;
  if (!confirmation) return null;
  if (confirmation.confirmed_at)
    return <Alert severity="success">{CM.adminConfirmed(formatOrderDate(confirmation.confirmed_at))}</Alert>;
  if (order.status !== 'confirmed') return null;
  return (
    <Alert severity="warning" title={CM.adminBadge}>
      {CM.adminWaiting(formatOrderDate(confirmation.confirm_by))}
    </Alert>
  );
}
