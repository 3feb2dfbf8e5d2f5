'use client';
// The gift card form: who it is for, how much, when it is mailed; paid in the shop's checkout window. The code
// itself goes to the recipient (or to the buyer, to pass on, when only a mobile number is given).
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { payForGiftCard } from '@/lib/client/checkout/pay-gift-card';
import { GIFT_CARD_AMOUNT, GIFT_CARD_SEND_AHEAD_DAYS } from '@/lib/shared/gift-card-rules';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import type { CheckoutDisplay } from '@/lib/shared/schemas/checkout-schema';
import { addDays } from '@/lib/shared/shop-time';

type Props = { display: CheckoutDisplay; today: string; buyer: { name: string; email: string | null } };
type Fields = Record<
  'amount' | 'recipient_name' | 'recipient_email' | 'recipient_phone' | 'message' | 'send_on',
  string
>;

export function GiftCardBuyForm({ display, today, buyer }: Props) {
  const router = useRouter();
  const [fields, setFields] = useState<Fields>({
    amount: '2000',
    recipient_name: '',
    recipient_email: '',
    recipient_phone: '',
    message: '',
    send_on: today,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    setErrors({});
    const paid = await payForGiftCard(
      {
        amount: Number(fields.amount),
        recipient_name: fields.recipient_name,
        recipient_email: fields.recipient_email || undefined,
        recipient_phone: fields.recipient_phone || undefined,
        message: fields.message || undefined,
        send_on: fields.send_on || undefined,
      },
      display,
      { name: buyer.name, email: buyer.email ?? undefined },
    );
    setBusy(false);
    if (paid.kind === 'paid') {
      setResult({ ok: true, text: M.paid });
      router.refresh();
    } else {
      if (paid.kind === 'error' && paid.fields) setErrors(paid.fields);
      setResult({ ok: false, text: paid.message });
    }
  }

  const err = (name: keyof Fields) => errors[name]?.[0];
  return (
    <form onSubmit={submit} noValidate aria-label={M.buyHeading}>
      <Stack spacing={2}>
        <TextField
          label={M.amountLabel}
          name="amount"
          type="number"
          required
          value={fields.amount}
          onChange={set('amount')}
          slotProps={{ htmlInput: { min: GIFT_CARD_AMOUNT.minRupees, max: GIFT_CARD_AMOUNT.maxRupees, step: 1 } }}
          error={Boolean(err('amount'))}
          helperText={err('amount') ?? M.amountHelp(GIFT_CARD_AMOUNT.minRupees, GIFT_CARD_AMOUNT.maxRupees)}
        />
        <TextField
          label={M.recipientNameLabel}
          name="recipient_name"
          required
          value={fields.recipient_name}
          onChange={set('recipient_name')}
          error={Boolean(err('recipient_name'))}
          helperText={err('recipient_name')}
        />
        <TextField
          label={M.recipientEmailLabel}
          name="recipient_email"
          type="email"
          value={fields.recipient_email}
          onChange={set('recipient_email')}
          error={Boolean(err('recipient_email'))}
          helperText={err('recipient_email')}
        />
        <TextField
          label={M.recipientPhoneLabel}
          name="recipient_phone"
          type="tel"
          value={fields.recipient_phone}
          onChange={set('recipient_phone')}
          error={Boolean(err('recipient_phone'))}
          helperText={err('recipient_phone') ?? M.recipientPhoneHelp}
        />
        <TextField
          label={M.messageLabel}
          name="message"
          multiline
          minRows={2}
          value={fields.message}
          onChange={set('message')}
          error={Boolean(err('message'))}
          helperText={err('message')}
        />
        <TextField
          label={M.sendOnLabel}
          name="send_on"
          type="date"
          value={fields.send_on}
          onChange={set('send_on')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: today, max: addDays(today, GIFT_CARD_SEND_AHEAD_DAYS) },
          }}
          error={Boolean(err('send_on'))}
          helperText={err('send_on') ?? M.sendOnHelp}
        />
        <Typography variant="body2" color="text.secondary">
          {M.noTax}
        </Typography>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} role="status">
            {result.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? M.paying : M.payButton}
        </Button>
      </Stack>
    </form>
  );
}
