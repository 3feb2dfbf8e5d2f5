'use client';
// The email verification dialog (spec section 5): digits only, at most 6, Verify disabled until 6 digits,
// Enter submits, and a 60 s countdown before the code can be sent again.
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/client/api';
import { retryAfterSeconds } from '@/lib/client/auth/auth-api';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@/lib/shared/constants';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { AUTH_VALIDATION_MESSAGES, OTP_DIALOG_MESSAGES } from '@/lib/shared/messages/auth';

export type OtpDialogProps = {
  open: boolean;
  email: string;
  title: string;
  /** The dismiss button: 'Cancel' at login, 'Skip for now' at registration. */
  dismissLabel: string;
  /** Resolves when the code was accepted; rejects with the server's ApiRequestError otherwise. */
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onClose: () => void;
};

function verifyErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === AUTH_ERROR_CODES.invalidOtp) return OTP_DIALOG_MESSAGES.invalidOtp;
    if (error.status > 0 && error.message) return error.message;
  }
  return OTP_DIALOG_MESSAGES.verifyFailed;
}

/** Seconds left until `deadline`, re-read four times a second. */
function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

type Busy = 'verify' | 'resend' | null;

/**
 * The Dialog unmounts its content once closed, so every opening mounts a fresh form: an empty code, no
 * error and a full wait, because a code has just been sent.
 */
export function OtpDialog(props: OtpDialogProps) {
  const [busy, setBusy] = useState<Busy>(null);
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="otp-dialog-title"
    >
      <OtpForm {...props} busy={busy} setBusy={setBusy} />
    </Dialog>
  );
}

type OtpFormProps = Omit<OtpDialogProps, 'open'> & { busy: Busy; setBusy: (busy: Busy) => void };

function OtpForm({ email, title, dismissLabel, onVerify, onResend, onClose, busy, setBusy }: OtpFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(() => Date.now() + OTP_RESEND_SECONDS * 1000);
  const secondsLeft = useCountdown(resendAt);

  async function submit(event: FormEvent | KeyboardEvent<HTMLDivElement>) {
    event.preventDefault();
    if (busy) return;
    if (code.length !== OTP_LENGTH) {
      setError(AUTH_VALIDATION_MESSAGES.otpInvalid);
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      await onVerify(code);
    } catch (failure) {
      setError(verifyErrorText(failure));
      setBusy(null);
      return;
    }
    setBusy(null);
  }

  async function resend() {
    setBusy('resend');
    setError(null);
    try {
      await onResend();
      setCode('');
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
    } catch (failure) {
      const wait = retryAfterSeconds(failure);
      if (wait) setResendAt(Date.now() + wait * 1000);
      setError(OTP_DIALOG_MESSAGES.resendFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="otp-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          We sent a {OTP_LENGTH}-digit code to <strong>{email}</strong>. Enter it below.
        </Typography>
        <TextField
          label="Verification code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
            setError(null);
          }}
          // Enter checks the code even while Verify is disabled (a disabled default button blocks the
          // browser's own Enter-submits), so a short code gets its message instead of nothing.
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit(event);
          }}
          autoFocus
          fullWidth
          error={!!error}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              pattern: '[0-9]*',
              maxLength: OTP_LENGTH,
              'aria-describedby': error ? 'otp-error' : undefined,
              style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
            },
          }}
        />
        {error && (
          <Alert id="otp-error" severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} aria-live="polite">
          {secondsLeft > 0 ? (
            `Resend OTP in ${secondsLeft}s`
          ) : (
            <Button variant="text" size="small" onClick={resend} disabled={!!busy} sx={{ px: 0 }}>
              Resend OTP
            </Button>
          )}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={!!busy} color="inherit">
          {dismissLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={code.length !== OTP_LENGTH || !!busy}>
          {busy === 'verify' ? 'Verifying…' : 'Verify'}
        </Button>
      </DialogActions>
    </form>
  );
}
