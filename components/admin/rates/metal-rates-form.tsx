'use client';
// Today's metal rates: one row per metal and purity, each saved on its own (saving re-prices every piece
// sold by weight on it), and the latest changes with who made them.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite, refreshAdmin, useAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage as notify } from '@/lib/client/stores/snackbar-store';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { formatRupees } from '@/lib/shared/money';
import type {
  AdminMetalRate,
  AdminRateChange,
  RateChangeCheck,
  UnusualRateChange,
} from '@/lib/shared/back-office/rate-types';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { RatePreviewDialog } from './rate-preview-dialog';
import { shownRate } from './shown-rate';

type Rates = { rates: AdminMetalRate[]; history: AdminRateChange[] };

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

type RowProps = { rate: AdminMetalRate; onSaved: (rate: AdminMetalRate, repriced: number) => void };

function RateRow({ rate: read, onSaved }: RowProps) {
  const [saved, setSaved] = useState<AdminMetalRate | null>(null);
  const rate = shownRate(read, saved);
  const [value, setValue] = useState(rate.rate_per_gram === null ? '' : String(rate.rate_per_gram));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<RateChangeCheck | null>(null);
  const id = `rate-${rate.key}`;
  // The preview opens while Save is disabled (busy), so the dialog has nothing to give focus back to: once it
  // closes (Cancel, Escape or saved) and Save is enabled again, focus returns to the button that opened it.
  const saveButton = useRef<HTMLButtonElement>(null);
  const previewWasOpen = useRef(false);
  useEffect(() => {
    if (pending) previewWasOpen.current = true;
    else if (previewWasOpen.current && !busy) {
      previewWasOpen.current = false;
      saveButton.current?.focus();
    }
  }, [pending, busy]);

  // Every change is previewed first (how many pieces move, old and new prices); saving then confirms an unusual one.
  async function preview() {
    setBusy(true);
    setError(null);
    try {
      const check = await adminWrite<RateChangeCheck>(`/rates/${rate.key}/preview`, {
        method: 'POST',
        body: { rate_per_gram: Number(value) },
      });
      setPending(check);
    } catch (err) {
      if (!(err instanceof ApiRequestError)) throw err;
      setError(err.fieldErrors.rate_per_gram?.[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  }

  async function send(confirm: boolean) {
    setBusy(true);
    setError(null);
    try {
      const answer = await adminWrite<{ rate: AdminMetalRate; repriced: number }>(`/rates/${rate.key}`, {
        method: 'PUT',
        body: confirm
          ? { rate_per_gram: Number(value), confirm_unusual_change: true }
          : { rate_per_gram: Number(value) },
      });
      setPending(null);
      setSaved(answer.rate);
      onSaved(answer.rate, answer.repriced);
    } catch (err) {
      if (!(err instanceof ApiRequestError)) throw err;
      setPending(null);
      // The rate moved since the preview and the change is now unusual: nothing was saved; show the new preview.
      if (err.code === ADMIN_ERROR_CODES.rateChangeUnusual) {
        setPending({ ...(err.body as UnusualRateChange), unusual: true });
      } else setError(err.fieldErrors.rate_per_gram?.[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    void preview();
  }

  return (
    <Paper component="form" variant="outlined" onSubmit={save} noValidate aria-labelledby={`${id}-label`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id={`${id}-label`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 200 }}>
          {rate.label}
        </Typography>
        <TextField
          id={id}
          label={R.ratePerGram}
          type="number"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? (rate.updated_at ? R.updated(when(rate.updated_at), rate.updated_by) : R.notSet)}
          slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          sx={{ flexGrow: 1, maxWidth: { sm: 320 } }}
        />
        <Button ref={saveButton} type="submit" variant="contained" disabled={busy || value.trim() === ''}>
          {R.save}
        </Button>
      </Stack>
      <RatePreviewDialog
        change={pending}
        busy={busy}
        onConfirm={() => void send(pending?.unusual === true)}
        onCancel={() => setPending(null)}
      />
    </Paper>
  );
}

export function MetalRatesForm({ initial }: { initial: Rates }) {
  const { data = initial } = useAdmin<Rates>('/rates', { fallbackData: initial });
  const [notice, setNotice] = useState<string | null>(null);

  async function saved(_rate: AdminMetalRate, repriced: number) {
    setNotice(R.saved(repriced));
    notify(R.saved(repriced));
    await Promise.all([refreshAdmin('/rates'), refreshAdmin('/products')]);
  }

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {R.title}
      </Typography>
      <Typography color="text.secondary">{R.intro}</Typography>
      {notice ? (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {data.rates.map((rate) => (
          <RateRow key={rate.key} rate={rate} onSaved={saved} />
        ))}
      </Stack>
      <Typography component="h2" variant="h6">
        {R.history}
      </Typography>
      {/* Wider than a phone: the region scrolls, and takes focus so a keyboard can scroll it too. */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={R.history}>
        <Table size="small" aria-label={R.history}>
          <TableHead>
            <TableRow>
              <TableCell>{R.historyWhen}</TableCell>
              <TableCell>{R.metalRate}</TableCell>
              <TableCell align="right">{R.historyRate}</TableCell>
              <TableCell align="right">{R.historyPrevious}</TableCell>
              <TableCell align="right">{R.historyRepriced}</TableCell>
              <TableCell>{R.historyWho}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.history.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{when(h.created_at)}</TableCell>
                <TableCell>{h.label}</TableCell>
                <TableCell align="right">{formatRupees(h.rate_per_gram)}</TableCell>
                <TableCell align="right">
                  {h.previous_rate_per_gram === null ? '—' : formatRupees(h.previous_rate_per_gram)}
                </TableCell>
                <TableCell align="right">{h.repriced_count}</TableCell>
                <TableCell>{h.changed_by}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
