'use client';
// The buyer's grievance form and their grievances with the shop's replies (POST/GET /api/v1/grievances).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/client/api';
import { ownGrievances, raiseGrievance } from '@/lib/client/privacy/privacy-api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { GRIEVANCE_MESSAGES as M } from '@/lib/shared/messages/grievance-messages';
import {
  GRIEVANCE_MESSAGE_MAX,
  GRIEVANCE_SUBJECT_MAX,
  type GrievanceView,
} from '@/lib/shared/schemas/grievance-schema';

type Props = { initial: GrievanceView[]; orders: { id: number; label: string }[] };

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

export function GrievanceForm({ initial, orders }: Props) {
  const [list, setList] = useState(initial);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [orderId, setOrderId] = useState('');
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { reference } = await raiseGrievance({ subject, message, order_id: orderId ? Number(orderId) : null });
      setSent(reference);
      setSubject('');
      setMessage('');
      setOrderId('');
      showMessage(M.sent(reference));
      setList(await ownGrievances());
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fieldErrors);
      showMessage(error instanceof ApiRequestError ? error.message : FAILURE_MESSAGES.somethingWrong, 'error');
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name]?.[0] });

  return (
    <Stack spacing={3}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={M.pageTitle}>
        {sent && <Alert severity="success">{M.sent(sent)}</Alert>}
        <TextField
          label={M.subjectLabel}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: GRIEVANCE_SUBJECT_MAX } }}
          {...fieldError('subject')}
        />
        <TextField
          label={M.messageLabel}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          required
          fullWidth
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: GRIEVANCE_MESSAGE_MAX } }}
          {...fieldError('message')}
        />
        {orders.length > 0 && (
          <TextField
            select
            label={M.orderLabel}
            value={orderId}
            onChange={(e) => setOrderId(e.target.value)}
            fullWidth
            {...fieldError('order_id')}
          >
            <MenuItem value="">{M.noOrder}</MenuItem>
            {orders.map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {M.submit}
        </Button>
      </Stack>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {M.yours}
      </Typography>
      {list.length === 0 && <Typography color="text.secondary">{M.none}</Typography>}
      {list.map((g) => (
        <Paper key={g.id} variant="outlined" sx={{ p: 2 }} component="article" aria-label={g.reference}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{g.reference}</Typography>
            <Chip
              size="small"
              label={M.statusLabel[g.status]}
              color={g.status === 'resolved' ? 'success' : 'default'}
            />
          </Stack>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{g.subject}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{g.message}</Typography>
          {g.status !== 'resolved' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {M.dueBy(day(g.due_at))}
            </Typography>
          )}
          {g.replies.map((r) => (
            <Alert key={r.created_at} severity="info" icon={false} sx={{ mt: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {M.reply} · {day(r.created_at)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.message}
              </Typography>
            </Alert>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
