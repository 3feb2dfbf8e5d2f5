'use client';
// 'Request a return' in an order's details: a delivered order, within the shop's window, with no
// return in progress. The shopper picks the pieces and says why; the server decides what is allowed and
// its message is shown as it says it.
import { PERSONAL_RETURN_MESSAGES, FAULTY_LABEL } from '@/lib/shared/messages/made-to-order-messages';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { RETURN_MESSAGES as M } from '@/lib/shared/messages/returns';
import { STORE_CREDIT_MESSAGES as CREDIT } from '@/lib/shared/messages/store-credit-messages';
import type { RefundDestination } from '@/lib/shared/refund-destinations';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { formatOrderDate } from './order-format';

/** Pieces of each line not yet on their way back or refunded. */
function returnable(order: ApiOrder): Map<number, number> {
  const left = new Map(order.order_items.map((i) => [i.id, i.quantity]));
  for (const r of order.returns) {
    if (r.status === 'refused') continue;
    for (const item of r.items) left.set(item.order_item_id, (left.get(item.order_item_id) ?? 0) - item.quantity);
  }
  return left;
}

export function canRequestReturn(order: ApiOrder, now: number = Date.now()): boolean {
  if (!order.return_window_ends_at || Date.parse(order.return_window_ends_at) < now) return false;
  if (order.returns.some((r) => r.status === 'requested' || r.status === 'approved' || r.status === 'received'))
    return false;
  return [...returnable(order).values()].some((n) => n > 0);
}

export function ReturnRequestForm({ order, onSent }: { order: ApiOrder; onSent: () => void }) {
  const left = returnable(order);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<Record<number, boolean>>({});
  const [faulty, setFaulty] = useState(false);
  const [refundTo, setRefundTo] = useState<RefundDestination>('original');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const items = order.order_items
        .filter((i) => chosen[i.id])
        .map((i) => ({ order_item_id: i.id, quantity: left.get(i.id) ?? 0 }));
      await apiFetch(`/orders/${order.id}/returns`, {
        method: 'POST',
        body: { reason, items, faulty, refund_to: refundTo },
      });
      showMessage(M.sent);
      setOpen(false);
      onSent();
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.fieldErrors.reason?.[0] ?? failure.fieldErrors.items?.[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Stack spacing={1} sx={{ mt: 3, alignItems: 'flex-start' }}>
        <Typography variant="body2">{M.windowNote(formatOrderDate(order.return_window_ends_at!))}</Typography>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {M.request}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} sx={{ mt: 3 }} onSubmit={send} noValidate aria-label={M.requestTitle(order.id)}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {M.requestTitle(order.id)}
      </Typography>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ padding: 0, marginBottom: 4 }}>{M.itemsLabel}</legend>
        {order.order_items
          .filter((i) => (left.get(i.id) ?? 0) > 0)
          .map((i) => (
            <FormControlLabel
              key={i.id}
              control={
                <Checkbox
                  checked={Boolean(chosen[i.id])}
                  onChange={(e) => setChosen((c) => ({ ...c, [i.id]: e.target.checked }))}
                />
              }
              label={`${left.get(i.id)} × ${i.product_name}${i.size ? ` (${i.size})` : ''}`}
            />
          ))}
      </fieldset>
      {order.order_items.some((i) => i.made_to_order || i.engraving) && (
        <>
          <Typography variant="body2">{PERSONAL_RETURN_MESSAGES.checkoutNote}</Typography>
          <FormControlLabel
            control={<Checkbox checked={faulty} onChange={(e) => setFaulty(e.target.checked)} />}
            label={FAULTY_LABEL}
          />
        </>
      )}
      <TextField
        label={M.reasonLabel}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <FormLabel component="legend">{CREDIT.returnRefundTo}</FormLabel>
        <RadioGroup
          name="refund_to"
          value={refundTo}
          onChange={(e) => setRefundTo(e.target.value as RefundDestination)}
        >
          <FormControlLabel value="original" control={<Radio />} label={CREDIT.returnToOriginal} />
          <FormControlLabel value="store_credit" control={<Radio />} label={CREDIT.returnToCredit} />
        </RadioGroup>
      </fieldset>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {M.send}
        </Button>
        <Button onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
