'use client';
// The owner issues a goodwill gift card: the code is shown once here (and mailed when an address is given).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import { useReauth } from '../reauth-dialog';

type Issued = { gift_card: { code: string; balance: number; expires_on: string } };

export function GiftCardIssueForm() {
  const reauth = useReauth();
  const [fields, setFields] = useState({ amount: '1000', recipient_email: '', recipient_phone: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [issued, setIssued] = useState<Issued['gift_card'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      const body = {
        amount: Number(fields.amount),
        reason: fields.reason,
        recipient_email: fields.recipient_email || undefined,
        recipient_phone: fields.recipient_phone || undefined,
      };
      const answer = await reauth.run(() => adminWrite<Issued>('/gift_cards', { method: 'POST', body }));
      setIssued(answer.gift_card);
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        setErrors(failure.fieldErrors);
        setError(failure.message);
      } else throw failure;
    } finally {
      setBusy(false);
    }
  }

  const err = (name: string) => errors[name]?.[0];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {M.adminHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {M.adminIntro}
      </Typography>
      <form onSubmit={submit} noValidate aria-label={M.adminHeading}>
        <Stack spacing={2}>
          <TextField
            label={M.amountLabel}
            name="amount"
            type="number"
            required
            value={fields.amount}
            onChange={set('amount')}
            error={Boolean(err('amount'))}
            helperText={err('amount')}
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
            helperText={err('recipient_phone')}
          />
          <TextField
            label={M.reasonLabel}
            name="reason"
            required
            value={fields.reason}
            onChange={set('reason')}
            error={Boolean(err('reason'))}
            helperText={err('reason')}
          />
          {issued && (
            <Alert severity="success" role="status" data-testid="issued-gift-card">
              {M.issued(issued.code)} · {M.balanceLine(issued.balance)} · {M.expiresOn(issued.expires_on)}
            </Alert>
          )}
          {error && !Object.keys(errors).length && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {M.issueButton}
          </Button>
        </Stack>
      </form>
      {reauth.dialog}
    </Paper>
  );
}
