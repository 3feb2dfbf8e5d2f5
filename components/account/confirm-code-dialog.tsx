'use client';
// The fresh-code step: a code is mailed to the account's address when the dialog opens; entering it lets
// this session export or erase for the next 10 minutes. Then `onConfirmed` carries on with the act. The parent
// mounts it for each ask, so each opening starts clean and sends one code.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ApiRequestError } from '@/lib/client/api';
import { confirmCode, requestConfirmCode } from '@/lib/client/auth/data-rights-api';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';

export function ConfirmCodeDialog({
  open,
  act,
  email,
  onClose,
  onConfirmed,
}: {
  open: boolean;
  act: 'export' | 'erase';
  email: string;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const [token, setToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    requestConfirmCode(act)
      .then((t) => live && setToken(t))
      .catch((e: unknown) => live && setError(e instanceof ApiRequestError ? e.message : M.failed));
    return () => {
      live = false;
    };
  }, [open, act]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await confirmCode(token, code.trim());
      onConfirmed();
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : M.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-code-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="confirm-code-title">{M.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{M.confirmSent(email)}</DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            label={M.confirmCodeLabel}
            name="otp_code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{M.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy || !token || code.trim().length !== 6}>
            {M.confirmButton}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
