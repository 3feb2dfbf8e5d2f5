'use client';
// The order's refunds and, for a role that may give money back, the form for a partial refund.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import { formatRupees } from '@/lib/shared/money';
import { STORE_CREDIT_MESSAGES as CREDIT } from '@/lib/shared/messages/store-credit-messages';
import type { RefundDestination } from '@/lib/shared/refund-destinations';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { Section } from './order-section';
import type { OrderWrite } from './use-order-actions';

type RefundFormProps = {
  refundable: number;
  busy: boolean;
  errors: Record<string, string[]>;
  onRefund: (amount: number, reason: string, to: RefundDestination) => Promise<boolean>;
};

function RefundForm({ refundable, busy, errors, onRefund }: RefundFormProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [to, setTo] = useState<RefundDestination>('original');
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Refund"
      sx={{ mt: 2 }}
      onSubmit={async (e: FormEvent) => {
        e.preventDefault();
        if (await onRefund(Number(amount), reason, to)) {
          setAmount('');
          setReason('');
        }
      }}
    >
      <TextField
        name="amount"
        label={`Amount to refund (up to ${formatRupees(refundable)})`}
        type="number"
        size="small"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: refundable, step: '0.01' } }}
        error={Boolean(errors.amount)}
        helperText={errors.amount?.[0]}
      />
      <TextField
        name="reason"
        label="Reason"
        size="small"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.[0]}
      />
      <TextField
        select
        name="to"
        label={CREDIT.refundTo}
        size="small"
        value={to}
        onChange={(e) => setTo(e.target.value as RefundDestination)}
      >
        <MenuItem value="original">{CREDIT.refundToOriginal}</MenuItem>
        <MenuItem value="store_credit">{CREDIT.refundToCredit}</MenuItem>
      </TextField>
      <Button type="submit" variant="outlined" disabled={busy || !amount}>
        Refund
      </Button>
    </Stack>
  );
}

type RefundsSectionProps = {
  order: AdminOrder;
  mayRefund: boolean;
  busy: boolean;
  errors: Record<string, string[]>;
  write: OrderWrite;
};

export function RefundsSection({ order, mayRefund, busy, errors, write }: RefundsSectionProps) {
  return (
    <Section title="Refunds">
      {order.refunds.length === 0 ? <Typography>No refunds.</Typography> : null}
      <List dense disablePadding>
        {order.refunds.map((r) => (
          <ListItem key={r.id} disableGutters>
            <ListItemText
              primary={`${formatRupees(r.amount)} · ${r.status}`}
              secondary={`${formatOrderDate(r.created_at)}${r.reason ? ` · ${r.reason}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      {order.refundable > 0 && mayRefund ? (
        <RefundForm
          refundable={order.refundable}
          busy={busy}
          errors={errors}
          onRefund={(amount, reason, to) =>
            write(`/orders/${order.id}/refunds`, { amount, reason, to }, { 'Idempotency-Key': crypto.randomUUID() })
          }
        />
      ) : null}
    </Section>
  );
}
