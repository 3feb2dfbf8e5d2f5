'use client';
// The owner gives a customer store credit with a reason (refunds permission; the password asked again if stale).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { STORE_CREDIT_MESSAGES as M } from '@/lib/shared/messages/store-credit-messages';
import { useReauth } from '../reauth-dialog';

export function StoreCreditGrant({ customerId, balance }: { customerId: number; balance: number }) {
  const reauth = useReauth();
  const [current, setCurrent] = useState(balance);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setNote(null);
    try {
      const body = { amount: Number(amount), reason };
      const answer = await reauth.run(() =>
        adminWrite<{ balance: number }>(`/customers/${customerId}/store_credit`, { method: 'POST', body }),
      );
      setCurrent(answer.balance);
      setAmount('');
      setReason('');
      setNote({ ok: true, text: M.granted(answer.balance) });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setErrors(failure.fieldErrors);
      setNote({ ok: false, text: failure.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} component="section" aria-labelledby="credit-grant">
      <Typography id="credit-grant" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {M.grantHeading}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{M.balance(current)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.grantIntro}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={M.grantHeading}>
        <TextField
          name="amount"
          label={M.amountLabel}
          type="number"
          size="small"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          error={Boolean(errors.amount)}
          helperText={errors.amount?.[0]}
        />
        <TextField
          name="reason"
          label={M.reasonLabel}
          size="small"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason?.[0]}
        />
        {note && (
          <Alert severity={note.ok ? 'success' : 'error'} role="status">
            {note.text}
          </Alert>
        )}
        <Button type="submit" variant="outlined" disabled={busy || !amount}>
          {M.grantButton}
        </Button>
      </Stack>
      {reauth.dialog}
    </Paper>
  );
}
