'use client';
// The order's return requests and the decisions on them: approve or refuse, then receive (which refunds).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import { RETURN_MESSAGES } from '@/lib/shared/messages/returns';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { Section } from './order-section';
import type { OrderWrite } from './use-order-actions';

type ReturnsSectionProps = { order: AdminOrder; mayRefund: boolean; busy: boolean; write: OrderWrite };

export function ReturnsSection({ order, mayRefund, busy, write }: ReturnsSectionProps) {
  const decide = (id: number, action: 'approve' | 'refuse' | 'receive') =>
    write(`/orders/${order.id}/returns/${id}`, { action });
  const itemName = (id: number) => order.order_items.find((item) => item.id === id)?.product_name ?? id;
  return (
    <Section title={RETURN_MESSAGES.title}>
      <Stack spacing={2}>
        {order.returns.map((r) => (
          <Stack key={r.id} spacing={1}>
            <Typography>
              <strong>
                #{r.id} · {RETURN_MESSAGES.status[r.status]}
              </strong>{' '}
              · {RETURN_MESSAGES.amount(r)} · {formatOrderDate(r.created_at)}
            </Typography>
            <Typography variant="body2">
              {r.items.map((i) => `${i.quantity} × ${itemName(i.order_item_id)}`).join(', ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.reason}
            </Typography>
            {r.status === 'requested' ? (
              <Stack direction="row" spacing={1}>
                <Button variant="contained" size="small" disabled={busy} onClick={() => decide(r.id, 'approve')}>
                  {RETURN_MESSAGES.approve}
                </Button>
                <Button color="error" size="small" disabled={busy} onClick={() => decide(r.id, 'refuse')}>
                  {RETURN_MESSAGES.refuse}
                </Button>
              </Stack>
            ) : null}
            {(r.status === 'approved' || r.status === 'received') && mayRefund ? (
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                onClick={() => decide(r.id, 'receive')}
                sx={{ alignSelf: 'flex-start' }}
              >
                {RETURN_MESSAGES.receive}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
