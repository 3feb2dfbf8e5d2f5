// The owner's order page: a buyer who declared Form 60 (no PAN) — collect the signed form, record it here, and only
// then can the order ship; once recorded, when it was.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatOrderDate } from '@/components/orders/order-format';
import { PAN_MESSAGES } from '@/lib/shared/messages/checkout';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';

type Props = {
  order: Pick<AdminOrder, 'form_60' | 'form_60_received_at'>;
  busy: boolean;
  onRecord: () => void;
};

export function Form60Alert({ order, busy, onRecord }: Props) {
  if (!order.form_60) return null;
  if (order.form_60_received_at)
    return <Alert severity="success">{`${M.form60Received}: ${formatOrderDate(order.form_60_received_at)}`}</Alert>;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRecord} disabled={busy}>
          {M.form60Record}
        </Button>
      }
    >
      {PAN_MESSAGES.collectForm60} {M.form60Waiting}
    </Alert>
  );
}
