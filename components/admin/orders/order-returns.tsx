'use client';
// The order's return requests and the decisions on them: approve or refuse, then receive (which refunds and
// puts the pieces back in stock, except those ticked as damaged).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import { RETURN_MESSAGES } from '@/lib/shared/messages/returns';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { Section } from './order-section';
import type { OrderWrite } from './use-order-actions';

type ReturnsSectionProps = { order: AdminOrder; mayRefund: boolean; busy: boolean; write: OrderWrite };

export function ReturnsSection({ order, mayRefund, busy, write }: ReturnsSectionProps) {
  // Order item ids ticked damaged, per return: all pieces of that line in the return stay out of stock.
  const [damaged, setDamaged] = useState<Record<number, number[]>>({});
  const decide = (id: number, action: 'approve' | 'refuse' | 'receive') => {
    const ret = order.returns.find((r) => r.id === id);
    const ticked = action === 'receive' ? (damaged[id] ?? []) : [];
    const lines = (ret?.items ?? []).filter((i) => ticked.includes(i.order_item_id));
    return write(`/orders/${order.id}/returns/${id}`, {
      action,
      ...(lines.length > 0 && { damaged: lines }),
    });
  };
  const toggle = (returnId: number, itemId: number, on: boolean) =>
    setDamaged((d) => {
      const now = (d[returnId] ?? []).filter((x) => x !== itemId);
      return { ...d, [returnId]: on ? [...now, itemId] : now };
    });
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
              · {RETURN_MESSAGES.amount(r, order.refundable)} · {formatOrderDate(r.created_at)}
            </Typography>
            <Typography variant="body2">
              {r.items.map((i) => `${i.quantity} × ${itemName(i.order_item_id)}`).join(', ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.reason}
            </Typography>
            {r.pickup && !r.pickup.delivered && r.status !== 'refused' ? (
              <Alert severity="warning">{RETURN_MESSAGES.pickupNotDelivered(r.pickup.awb, r.pickup.status)}</Alert>
            ) : null}
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
            {r.status === 'approved' && mayRefund
              ? r.items.map((i) => (
                  <FormControlLabel
                    key={i.order_item_id}
                    control={
                      <Checkbox
                        size="small"
                        checked={(damaged[r.id] ?? []).includes(i.order_item_id)}
                        onChange={(e) => toggle(r.id, i.order_item_id, e.target.checked)}
                      />
                    }
                    label={RETURN_MESSAGES.damagedLabel(String(itemName(i.order_item_id)))}
                  />
                ))
              : null}
            {(r.damaged ?? []).length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {(r.damaged ?? [])
                  .map((i) => RETURN_MESSAGES.damagedLabel(`${i.quantity} × ${itemName(i.order_item_id)}`))
                  .join(', ')}
              </Typography>
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
