'use client';
// Refunds and staff changes need the password given within 10 minutes. run(action) tries the action; when the
// server answers REAUTH_REQUIRED it asks for the password, proves it (POST /admin/reauth) and tries once more.
import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';

export function useReauth() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ resolve: (ok: boolean) => void } | null>(null);

  const ask = () =>
    new Promise<boolean>((resolve) => {
      pending.current = { resolve };
      setPassword('');
      setError(null);
      setOpen(true);
    });
  const finish = (ok: boolean) => {
    setOpen(false);
    pending.current?.resolve(ok);
    pending.current = null;
  };

  async function run<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (failure) {
      if (!(failure instanceof ApiRequestError) || failure.code !== ADMIN_ERROR_CODES.reauthRequired) throw failure;
      if (!(await ask())) throw failure;
      return action();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await adminWrite('/reauth', { method: 'POST', body: { password } });
      finish(true);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message);
    }
  }

  const dialog = (
    <Dialog open={open} onClose={() => finish(false)} aria-labelledby="reauth-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reauth-title">Confirm it is you</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{ADMIN_MESSAGES.reauthRequired}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="password"
            name="password"
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish(false)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
  return { run, dialog };
}
