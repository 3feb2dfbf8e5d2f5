// One order in the list: id, dates, status, item count and total, with its actions.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/shared/money';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { formatOrderDate } from './order-format';
import { OrderStatusChip } from './order-status-chip';
import { PaymentMethodLine } from './payment-method-line';
import { CodConfirmNotice } from './cod-confirm-notice';

type Props = {
  order: ApiOrder;
  onDetails: (order: ApiOrder) => void;
  onCancel: (order: ApiOrder) => void;
  /** The token of the COD confirmation link the shopper arrived with, when it is this order's. */
  codToken?: string;
  onCodConfirmed?: (order: ApiOrder) => void;
  /** Pays a pending order again (its payment window was closed); absent where payments cannot be opened. */
  onPay?: (order: ApiOrder) => void;
  /** Pays what the order's old gold fell short of its quote when tested. */
  onPayOwed?: (order: ApiOrder) => void;
  paying?: boolean;
};

export function OrderListItem({
  order,
  onDetails,
  onCancel,
  codToken,
  onCodConfirmed = () => undefined,
  onPay,
  onPayOwed,
  paying = false,
}: Props) {
  const owed = order.exchange?.owed ?? 0;
  const headingId = `order-${order.id}-heading`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-order-id={order.id}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
              Order #{order.id}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Placed on {formatOrderDate(order.created_at)}
          </Typography>
          {order.paid_at && (
            <Typography variant="body2" color="text.secondary">
              Paid on {formatOrderDate(order.paid_at)}
            </Typography>
          )}
          <PaymentMethodLine order={order} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {order.items_count} {order.items_count === 1 ? 'item' : 'items'}
          </Typography>
        </div>
        <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{formatRupees(order.total_price)}</Typography>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onDetails(order)}
              aria-label={`View Details of order ${order.id}`}
            >
              View Details
            </Button>
            {order.status === 'pending' && onPay && (
              <Button
                size="small"
                variant="contained"
                disabled={paying}
                onClick={() => onPay(order)}
                aria-label={`Pay for order ${order.id}`}
              >
                Pay now
              </Button>
            )}
            {order.status === 'pending' && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                onClick={() => onCancel(order)}
                aria-label={`Cancel order ${order.id}`}
              >
                Cancel
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      {owed > 0 && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            onPayOwed && (
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                disabled={paying}
                onClick={() => onPayOwed(order)}
                aria-label={`${EXCHANGE_MESSAGES.payOwed(owed)} for order ${order.id}`}
              >
                {EXCHANGE_MESSAGES.payOwed(owed)}
              </Button>
            )
          }
        >
          {EXCHANGE_MESSAGES.owedNotice(owed)}
        </Alert>
      )}
      <CodConfirmNotice order={order} token={codToken} onConfirmed={onCodConfirmed} />
    </Paper>
  );
}
