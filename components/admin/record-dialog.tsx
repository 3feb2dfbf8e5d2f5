'use client';
// One dialog for the back office's small records (categories, slides, coupons): the fields it is given, the
// server's field errors under each, a picture field that uploads through POST /admin/media, and Save.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { FilePickerButton } from './file-picker-button';

export type FieldValue = string | boolean;
export type FieldDef =
  | {
      name: string;
      label: string;
      kind: 'text' | 'number' | 'multiline' | 'datetime';
      required?: boolean;
      help?: string;
      /** Shown only while this switch field is on (a pickup address of its own, say). */
      shownWhen?: string;
    }
  | { name: string; label: string; kind: 'switch' }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: 'picture'; use: 'category' | 'slide' | 'logo' };

type Props = {
  open: boolean;
  title: string;
  fields: FieldDef[];
  initial: Record<string, FieldValue>;
  onClose: () => void;
  /** Sends the values; a thrown ApiRequestError shows its message and field errors. */
  onSave: (values: Record<string, FieldValue>) => Promise<void>;
};

export function RecordDialog({ open, title, fields, initial, onClose, onSave }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = useMediaQuery('(max-width:600px)');
  const set = (name: string, value: FieldValue) => setValues((v) => ({ ...v, [name]: value }));

  async function fail(error: unknown) {
    if (!(error instanceof ApiRequestError)) throw error;
    setMessage(error.message);
    setErrors(error.fieldErrors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      await onSave(values);
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function upload(name: string, use: string, file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('use', use);
    try {
      const { url } = await adminWrite<{ url: string }>('/media', { method: 'POST', body: form });
      set(name, url);
    } catch (error) {
      await fail(error);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="record-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="record-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {message ? (
              <Alert severity="error" role="alert">
                {message}
              </Alert>
            ) : null}
            {fields.map((field) => {
              if ('shownWhen' in field && field.shownWhen && !values[field.shownWhen]) return null;
              const error = errors[field.name]?.[0];
              if (field.kind === 'switch') {
                return (
                  <FormControlLabel
                    key={field.name}
                    control={
                      <Switch
                        checked={Boolean(values[field.name])}
                        onChange={(e) => set(field.name, e.target.checked)}
                      />
                    }
                    label={field.label}
                  />
                );
              }
              if (field.kind === 'picture') {
                const url = String(values[field.name] ?? '');
                return (
                  <Stack key={field.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    {url ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a back-office preview of the stored picture
                      <img src={url} alt="" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
                    ) : null}
                    <FilePickerButton
                      name={field.name}
                      label={url ? `Replace ${field.label.toLowerCase()}` : `Upload ${field.label.toLowerCase()}`}
                      onFile={(file) => upload(field.name, field.use, file)}
                    />
                    {error ? <Alert severity="error">{error}</Alert> : null}
                  </Stack>
                );
              }
              if (field.kind === 'select') {
                return (
                  <TextField
                    key={field.name}
                    select
                    label={field.label}
                    value={String(values[field.name] ?? '')}
                    onChange={(e) => set(field.name, e.target.value)}
                    error={Boolean(error)}
                    helperText={error}
                  >
                    {field.options.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              }
              return (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  type={field.kind === 'number' ? 'number' : field.kind === 'datetime' ? 'datetime-local' : 'text'}
                  multiline={field.kind === 'multiline'}
                  minRows={field.kind === 'multiline' ? 3 : undefined}
                  value={String(values[field.name] ?? '')}
                  onChange={(e) => set(field.name, e.target.value)}
                  error={Boolean(error)}
                  helperText={error ?? field.help}
                  slotProps={field.kind === 'datetime' ? { inputLabel: { shrink: true } } : undefined}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
