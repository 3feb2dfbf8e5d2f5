'use client';
// The form behind a one-time link: the first-run owner set-up (name, email, password) and a staff invitation
// (name and password; the address is the invited one). On success it points to the login page, where the
// account signs in like everyone, with the emailed code.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';

const FIELDS = [
  { name: 'first_name', label: M.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: M.lastName, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: M.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: M.password, type: 'password', autoComplete: 'new-password' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

type Props = {
  token: string;
  /** The API path the form posts to, under /api/v1. */
  endpoint: string;
  /** The invited address, shown and not editable; absent on the first-run form, which asks for it. */
  fixedEmail?: string;
  submitLabel: string;
  doneText: string;
};

export function AccountLinkForm({ token, endpoint, fixedEmail, submitLabel, doneText }: Props) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    first_name: '',
    last_name: '',
    email: fixedEmail ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const { email, ...rest } = values;
      await apiFetch(endpoint, { method: 'POST', body: fixedEmail ? { token, ...rest } : { token, email, ...rest } });
      setDone(true);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setErrors(error.fieldErrors);
      setMessage(error.message);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{doneText}</Alert>
        <Button variant="contained" href="/login?next=/admin">
          {M.goToLogin}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : null}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          required={field.name !== 'last_name'}
          value={values[field.name]}
          disabled={field.name === 'email' && Boolean(fixedEmail)}
          onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]?.[0]}
        />
      ))}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
