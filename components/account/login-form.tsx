'use client';
// Login (spec sections 4 and 5, reading B): email and password, then the emailed code in the dialog. The
// password stays in this component's memory while the dialog is open, and nowhere else.
import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requestLoginCode, resendOtp, verifyLoginCode } from '@/lib/client/auth/auth-api';
import { finishLogin } from '@/lib/client/auth/finish-login';
import { ApiRequestError } from '@/lib/client/api';
import { sessionStore, setSessionUser } from '@/lib/client/stores/session-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { loginFormSchema } from '@/lib/shared/schemas/auth';
import { LOGIN_MESSAGES } from '@/lib/shared/messages';
import { OtpDialog } from './otp-dialog';
import { useFormFields } from './use-form-fields';

type PendingLogin = { email: string; password: string; sessionToken: string };

const failureText = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.message) || fallback;

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const { field, validate } = useFormFields({ email: '', password: '' });
  const [pending, setPending] = useState<PendingLogin | null>(null);
  /** Kept apart from `pending` so the dialog still names the address while it closes. */
  const [codeSentTo, setCodeSentTo] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The server found no session for this page; a user remembered in this browser is stale.
  useEffect(() => {
    if (sessionStore.get().user) setSessionUser(null);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const credentials = validate(loginFormSchema);
    if (!credentials || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await requestLoginCode(credentials);
      setPending({ email: credentials.email, password: credentials.password, sessionToken: answer.session_token });
      setCodeSentTo(credentials.email);
      showMessage(LOGIN_MESSAGES.otpSent);
    } catch (error) {
      const text = failureText(error, LOGIN_MESSAGES.failed);
      setFailure(text);
      showMessage(text, 'error');
    } finally {
      setSubmitting(false);
    }
  }

  async function verify(code: string) {
    if (!pending) {
      showMessage(LOGIN_MESSAGES.sessionExpired, 'error');
      throw new ApiRequestError(LOGIN_MESSAGES.sessionExpired, 400, undefined);
    }
    try {
      const user = await verifyLoginCode({ ...pending, code });
      setPending(null);
      const target = finishLogin(user, LOGIN_MESSAGES.success, next);
      router.replace(target);
      router.refresh();
    } catch (error) {
      showMessage(failureText(error, LOGIN_MESSAGES.verifyFailed), 'error');
      throw error;
    }
  }

  async function resend() {
    if (!pending) throw new ApiRequestError(LOGIN_MESSAGES.sessionExpired, 400, undefined);
    try {
      await resendOtp(pending.sessionToken);
      showMessage(LOGIN_MESSAGES.resent);
    } catch (error) {
      showMessage(failureText(error, LOGIN_MESSAGES.resendFailed), 'error');
      throw error;
    }
  }

  return (
    <>
      <Stack component="form" onSubmit={submit} noValidate spacing={1}>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" required fullWidth />
        <TextField {...field('password')} label="Password" type="password" autoComplete="current-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Sending code…' : 'Login'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
          New here? <Link href={next && next !== '/' ? `/register?next=${encodeURIComponent(next)}` : '/register'}>Create an account</Link>
        </Typography>
      </Stack>
      <OtpDialog
        open={!!pending}
        email={codeSentTo}
        title="Enter your login code"
        dismissLabel="Cancel"
        onVerify={verify}
        onResend={resend}
        onClose={() => setPending(null)}
      />
    </>
  );
}
