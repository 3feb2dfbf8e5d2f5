'use client';
// /admin/legal-pages, for whoever has the 'content' permission: the legal pages alone,
// saved with the updated_at the page was read at (the rest of the settings stay the owner's).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { AdminSettings } from '@/lib/shared/back-office/admin-types';
import { LegalPagesFields } from './legal-pages-fields';

export function LegalPagesForm({ initial }: { initial: AdminSettings }) {
  const [saved, setSaved] = useState(initial);
  const [links, setLinks] = useState(initial.legal_links);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const legal_links = links.map(({ slug, label, content }) => ({ slug, label, content }));
      const body = { legal_links, updated_at: saved.updated_at ?? undefined };
      const { settings } = await adminWrite<{ settings: AdminSettings }>('/settings', { method: 'PATCH', body });
      setSaved(settings);
      setLinks(settings.legal_links);
      showMessage('Legal pages saved: the shop shows them now');
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setMessage(failure.message);
      setErrors(failure.fieldErrors);
      const stale = failure.code === ADMIN_ERROR_CODES.staleRecord;
      if (stale) setSaved((failure.body as { settings: AdminSettings }).settings);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={save} aria-label="Legal pages">
      <Typography component="h1" variant="h5">
        Legal pages
      </Typography>
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : null}
      <LegalPagesFields links={links} onChange={setLinks} err={(key) => errors[key]?.[0]} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Save legal pages
      </Button>
    </Stack>
  );
}
