'use client';
// The owner's alerts on the settings page: which events mail the owner, one mail each or a daily
// digest, the hour by which today's rates should be set, and to whom (the owner's address when left empty).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import {
  OWNER_ALERT_KINDS,
  OWNER_ALERT_LABELS,
  OWNER_ALERT_MESSAGES as M,
  type AdminOwnerAlertSettings,
} from '@/lib/shared/owner-alert-settings';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { SectionHeading } from './section-heading';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

function HourField({ label, value, onChange }: { label: string; value: number; onChange: (h: number) => void }) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {HOURS.map((h) => (
        <MenuItem key={h} value={h}>
          {`${String(h).padStart(2, '0')}:00`}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function OwnerAlertsForm({ initial }: { initial: AdminOwnerAlertSettings }) {
  const [form, setForm] = useState(initial);
  const [recipients, setRecipients] = useState(initial.recipients.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<AdminOwnerAlertSettings>) => setForm((f) => ({ ...f, ...patch }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { owner_email: _owner, ...body } = form;
    try {
      const { settings } = await adminWrite<{ settings: AdminOwnerAlertSettings }>('/settings/alerts', {
        method: 'PUT',
        body: { ...body, recipients: recipients.split(/[\s,;]+/).filter(Boolean) },
      });
      setForm(settings);
      setRecipients(settings.recipients.join('\n'));
      showMessage(M.saved);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message);
      if (failure.code === ADMIN_ERROR_CODES.staleRecord) {
        const theirs = (failure.body as { settings: AdminOwnerAlertSettings }).settings;
        set({ updated_at: theirs.updated_at });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={save} aria-label={M.section}>
      <SectionHeading title={M.section} help={M.help} />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <FormGroup aria-label={M.kinds}>
        {OWNER_ALERT_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={OWNER_ALERT_LABELS[kind]}
            control={
              <Checkbox
                checked={form.enabled[kind]}
                onChange={(e) => set({ enabled: { ...form.enabled, [kind]: e.target.checked } })}
              />
            }
          />
        ))}
      </FormGroup>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            control={<Switch checked={form.digest} onChange={(e) => set({ digest: e.target.checked })} />}
            label={M.digest}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <HourField label={M.digestHour} value={form.digest_hour} onChange={(h) => set({ digest_hour: h })} />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <HourField label={M.ratesHour} value={form.rates_hour} onChange={(h) => set({ rates_hour: h })} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={M.recipients}
            helperText={M.recipientsHelp(form.owner_email)}
            value={recipients}
            onChange={(e) => setRecipients(e.target.value)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            size="small"
            type="tel"
            label={M.whatsappNumber}
            helperText={M.whatsappNumberHelp}
            value={form.whatsapp_number}
            onChange={(e) => set({ whatsapp_number: e.target.value })}
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {M.save}
      </Button>
    </Stack>
  );
}
