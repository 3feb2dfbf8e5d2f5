'use client';
// What comes back to the buyer when the pieces come back, on the back-office order page: a paid parcel the
// courier brought back waits for the owner's inspection before its refund (POST /admin/orders/{id}/rto-inspection);
// the buyer's old gold owed back for pieces that came back (a return or a parcel returned to origin): each sum stays a warning until the owner records how it went back, the gold itself
// or a bank transfer with its reference (POST /admin/orders/{id}/old-gold-payouts/{payoutId}).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import { OLD_GOLD_PAYOUT_MESSAGES as M } from '@/lib/shared/messages/old-gold-payout';
import { ADMIN_REFUND_MESSAGES } from '@/lib/shared/messages/admin-refunds';
import {
  OLD_GOLD_PAYOUT_LABELS,
  OLD_GOLD_PAYOUT_METHODS,
  type OldGoldPayoutMethod,
} from '@/lib/shared/selling/old-gold-payout-methods';
import type { ApiOldGoldPayout } from '@/lib/shared/schemas/old-gold-payout-schema';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { Section } from './order-section';
import type { OrderWrite } from './use-order-actions';

type Props = {
  order: AdminOrder;
  mayRefund: boolean;
  busy: boolean;
  errors: Record<string, string[]>;
  write: OrderWrite;
};

function SettleForm({ order, payout, busy, errors, write }: Omit<Props, 'mayRefund'> & { payout: ApiOldGoldPayout }) {
  const [method, setMethod] = useState<OldGoldPayoutMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await write(`/orders/${order.id}/old-gold-payouts/${payout.id}`, { method, reference });
  };
  const fieldError = (name: string) => errors[name]?.[0];
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} noValidate onSubmit={submit}>
      <TextField
        select
        name="method"
        label={M.methodLabel}
        value={method}
        onChange={(e) => setMethod(e.target.value as OldGoldPayoutMethod)}
        size="small"
        error={Boolean(fieldError('method'))}
        helperText={fieldError('method')}
      >
        {OLD_GOLD_PAYOUT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {OLD_GOLD_PAYOUT_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="reference"
        label={M.referenceLabel}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        size="small"
        error={Boolean(fieldError('reference'))}
        helperText={fieldError('reference')}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {M.submit}
      </Button>
    </Stack>
  );
}

/** Shown once the order owes, or owed, old gold back. */
export function OldGoldPayoutsSection(props: Props) {
  const payouts = props.order.old_gold_payouts ?? [];
  if (payouts.length === 0) return null;
  return (
    <Section title={M.title}>
      <Stack spacing={2}>
        {payouts.map((p) =>
          p.settled_at ? (
            <Typography key={p.id} variant="body2">
              {M.settled(
                p.amount,
                p.method ? OLD_GOLD_PAYOUT_LABELS[p.method] : '',
                p.reference,
                formatOrderDate(p.settled_at),
              )}
            </Typography>
          ) : (
            <Stack key={p.id} spacing={1}>
              <Alert severity="warning">{M.owed(p.amount)}</Alert>
              {props.mayRefund ? <SettleForm {...props} payout={p} /> : null}
            </Stack>
          ),
        )}
      </Stack>
    </Section>
  );
}

/** The returned parcel's one action: inspected, so refund it (the refunds permission; others see the notice). */
export function RtoInspection(props: { orderId: number; mayRefund: boolean; busy: boolean; write: OrderWrite }) {
  return (
    <Stack spacing={1}>
      <Alert severity="info">{ADMIN_REFUND_MESSAGES.rtoInspectHelp}</Alert>
      {props.mayRefund ? (
        <Button
          variant="contained"
          disabled={props.busy}
          onClick={() => props.write(`/orders/${props.orderId}/rto-inspection`, {})}
          sx={{ alignSelf: 'flex-start' }}
        >
          {ADMIN_REFUND_MESSAGES.rtoInspect}
        </Button>
      ) : null}
    </Stack>
  );
}
