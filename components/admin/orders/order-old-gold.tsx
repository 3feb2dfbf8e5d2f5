'use client';
// The old gold an order brings, on the back-office order page (the line under the items' total says what was
// declared, or what the test found): while it is still to collect, the form that records the tested weight
// and purity (POST /admin/orders/{id}/exchange); a shortfall the shopper still owes, since it holds the
// dispatch, and when it was paid.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import { EXCHANGE_MESSAGES as M } from '@/lib/shared/messages/exchange';
import type { ApiOrderExchange, ExchangePurity } from '@/lib/shared/selling/old-gold';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { Section } from './order-section';
import type { OrderWrite } from './use-order-actions';

const PURITIES: Record<ApiOrderExchange['metal'], ExchangePurity[]> = {
  gold: ['24K', '22K', '18K'],
  silver: ['925'],
};

type Props = { order: AdminOrder; busy: boolean; errors: Record<string, string[]>; write: OrderWrite };

function TestForm({ order, exchange, busy, errors, write }: Props & { exchange: ApiOrderExchange }) {
  const [weight, setWeight] = useState('');
  const [purity, setPurity] = useState<ExchangePurity>(exchange.purity);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const grams = weight.trim() === '' ? NaN : Number(weight);
    // A blank or unreadable weight goes as given: the server names the field.
    const tested_weight_grams = Number.isFinite(grams) ? grams : weight;
    if (await write(`/orders/${order.id}/exchange`, { tested_weight_grams, tested_purity: purity })) setWeight('');
  };
  const fieldError = (name: string) => errors[name]?.[0];
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-labelledby="old-gold-test-title"
      sx={{ mt: 2 }}
    >
      <Typography id="old-gold-test-title" component="h3" variant="subtitle2">
        {M.testTitle}
      </Typography>
      <Typography variant="body2">{M.testHelp}</Typography>
      <TextField
        name="tested_weight_grams"
        label={M.testedWeightLabel}
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(fieldError('tested_weight_grams'))}
        helperText={fieldError('tested_weight_grams')}
      />
      <TextField
        select
        name="tested_purity"
        label={M.testedPurityLabel}
        value={purity}
        onChange={(e) => setPurity(e.target.value as ExchangePurity)}
        size="small"
        error={Boolean(fieldError('tested_purity'))}
        helperText={fieldError('tested_purity')}
      >
        {PURITIES[exchange.metal].map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {M.testSubmit}
      </Button>
    </Stack>
  );
}

/** Shown while there is something to do or to know beyond the line under the items' total. */
export function OldGoldSection(props: Props) {
  const exchange = props.order.exchange;
  if (!exchange) return null;
  const toTest = exchange.status === 'to_collect' && props.order.status !== 'cancelled';
  if (!toTest && exchange.owed === 0 && !exchange.shortfall_paid_at) return null;
  return (
    <Section title={M.adminTitle}>
      <Stack spacing={2}>
        {exchange.owed > 0 ? <Alert severity="warning">{M.shortfallDue(exchange.owed)}</Alert> : null}
        {exchange.shortfall_paid_at ? (
          <Typography variant="body2">{M.adminShortfallPaid(formatOrderDate(exchange.shortfall_paid_at))}</Typography>
        ) : null}
        {toTest ? <TestForm {...props} exchange={exchange} /> : null}
      </Stack>
    </Section>
  );
}
