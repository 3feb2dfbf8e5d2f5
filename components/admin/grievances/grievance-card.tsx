'use client';
// One grievance in the owner's queue: who, what, its clock (due in a month, overdue, past the 90-day limit),
// the replies so far, and a reply mailed to the buyer, which may resolve it.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { GRIEVANCE_MESSAGES as M } from '@/lib/shared/messages/grievance-messages';
import { GRIEVANCE_MESSAGE_MAX, type AdminGrievanceView } from '@/lib/shared/schemas/grievance-schema';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

export function GrievanceCard({ grievance: g }: { grievance: AdminGrievanceView }) {
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `grievance-${g.id}-title`;

  async function send(resolve: boolean) {
    setBusy(true);
    setError(null);
    try {
      await adminWrite(`/grievances/${g.id}/replies`, { method: 'POST', body: { message: reply, resolve } });
      setReply('');
      showMessage(M.replied);
      await refreshAdmin('/grievances');
    } catch (err) {
      if (!(err instanceof ApiRequestError)) throw err;
      setError(err.fieldErrors.message?.[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 600 }}>
          {g.reference} · {g.subject}
        </Typography>
        <Chip size="small" label={M.statusLabel[g.status]} color={g.status === 'resolved' ? 'success' : 'default'} />
        {g.past_limit && <Chip size="small" color="error" label={M.pastLimit} />}
        {g.overdue && !g.past_limit && <Chip size="small" color="warning" label={M.overdue} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {M.from}: {g.name} ({g.email}) · {M.received}: {when(g.created_at)}
        {g.order_id !== null && ` · #${g.order_id}`}
        {g.status !== 'resolved' && ` · ${M.due}: ${day(g.due_at)}`}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{g.message}</Typography>
      {g.replies.map((r) => (
        <Alert key={r.created_at} severity="info" icon={false} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {when(r.created_at)}: {r.message}
          </Typography>
        </Alert>
      ))}
      {g.status !== 'resolved' && (
        <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mt: 2 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={M.replyLabel}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: GRIEVANCE_MESSAGE_MAX } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="outlined" disabled={busy || !reply.trim()}>
              {M.sendReply}
            </Button>
            <Button variant="contained" disabled={busy || !reply.trim()} onClick={() => void send(true)}>
              {M.sendAndResolve}
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
