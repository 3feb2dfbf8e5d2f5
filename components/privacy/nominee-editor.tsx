'use client';
// The profile's nominee (DPDP Act s.14): a name and an email or a mobile number, saved or removed at once.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/client/api';
import { removeNominee, saveNominee } from '@/lib/client/privacy/privacy-api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { NOMINEE_MESSAGES as M } from '@/lib/shared/messages/nominee-messages';
import type { Nominee } from '@/lib/shared/schemas/nominee-schema';

export function NomineeEditor({ initial }: { initial: Nominee | null }) {
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState({
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<Nominee | null>, done: string) {
    setBusy(true);
    setErrors({});
    try {
      const nominee = await action();
      setSaved(nominee);
      setForm({ name: nominee?.name ?? '', email: nominee?.email ?? '', phone: nominee?.phone ?? '' });
      showMessage(done);
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fieldErrors);
      showMessage(error instanceof ApiRequestError ? error.message : FAILURE_MESSAGES.somethingWrong, 'error');
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => saveNominee(form), M.saved);
  }

  const field = (name: keyof typeof form, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]?.[0]}
      fullWidth
    />
  );

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-labelledby="nominee-title">
      <Typography id="nominee-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {M.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {M.intro}
      </Typography>
      {!saved && <Typography variant="body2">{M.none}</Typography>}
      {field('name', M.nameLabel)}
      {field('email', M.emailLabel, 'email')}
      {field('phone', M.phoneLabel, 'tel')}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="outlined" disabled={busy}>
          {M.save}
        </Button>
        {saved && (
          <Button variant="text" color="error" disabled={busy} onClick={() => void run(removeNominee, M.removed)}>
            {M.remove}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
