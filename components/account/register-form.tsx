'use client';
// Registration (spec sections 4 and 5): name, email and password; the emailed code creates the account.
// The details stay in this component's memory until the code is verified or the dialog is dismissed.
import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resendOtp, sendOtp, verifyRegistrationCode, type PendingRegistration } from '@/lib/client/auth/auth-api';
import { finishLogin } from '@/lib/client/auth/finish-login';
import { ApiRequestError } from '@/lib/client/api';
import { sessionStore, setSessionUser } from '@/lib/client/stores/session-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { AUTH_ERROR_CODES, registerFormSchema, splitFullName } from '@/lib/shared/schemas/auth';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages';
import { OtpDialog } from './otp-dialog';
import { useFormFields } from './use-form-fields';

type Pending = { user: PendingRegistration; sessionToken: string };

function verifyFailureText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === AUTH_ERROR_CODES.invalidOtp) return REGISTER_MESSAGES.invalidOtp;
    if (error.message) return error.message;
  }
  return REGISTER_MESSAGES.verifyFailed;
}

export function RegisterForm({ next }: { next?: string }) {
  const router = useRouter();
  const { field, validate } = useFormFields({ name: '', email: '', password: '', confirmPassword: '' });
  const [pending, setPending] = useState<Pending | null>(null);
  const [codeSentTo, setCodeSentTo] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (sessionStore.get().user) setSessionUser(null);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = validate(registerFormSchema);
    if (!form || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await sendOtp(form.email, 'registration');
      const user = { ...splitFullName(form.name), email: form.email, password: form.password, password_confirmation: form.confirmPassword };
      setPending({ user, sessionToken: answer.session_token });
      setCodeSentTo(form.email);
      showMessage(REGISTER_MESSAGES.initiated);
    } catch (error) {
      const text = (error instanceof ApiRequestError && error.message) || REGISTER_MESSAGES.failed;
      setFailure(text);
      showMessage(text, 'error');
    } finally {
      setSubmitting(false);
    }
  }

  async function verify(code: string) {
    if (!pending) {
      showMessage(REGISTER_MESSAGES.sessionExpired, 'error');
      throw new ApiRequestError(REGISTER_MESSAGES.sessionExpired, 400, undefined);
    }
    try {
      const user = await verifyRegistrationCode({ sessionToken: pending.sessionToken, code, user: pending.user });
      setPending(null);
      router.replace(finishLogin(user, REGISTER_MESSAGES.verified, next));
      router.refresh();
    } catch (error) {
      showMessage(verifyFailureText(error), 'error');
      throw error;
    }
  }

  async function resend() {
    if (!pending) throw new ApiRequestError(REGISTER_MESSAGES.sessionExpired, 400, undefined);
    try {
      await resendOtp(pending.sessionToken);
      showMessage(LOGIN_MESSAGES.resent);
    } catch (error) {
      showMessage((error instanceof ApiRequestError && error.message) || LOGIN_MESSAGES.resendFailed, 'error');
      throw error;
    }
  }

  function skip() {
    setPending(null);
    showMessage(REGISTER_MESSAGES.skipped, 'info');
  }

  return (
    <>
      <Stack component="form" onSubmit={submit} noValidate spacing={1}>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        <TextField {...field('name')} label="Full name" autoComplete="name" required fullWidth />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" required fullWidth />
        <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" required fullWidth />
        <TextField {...field('confirmPassword')} label="Confirm password" type="password" autoComplete="new-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Sending code…' : 'Register'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
          Already have an account? <Link href={next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login'}>Login</Link>
        </Typography>
      </Stack>
      <OtpDialog
        open={!!pending}
        email={codeSentTo}
        title="Verify your email"
        dismissLabel="Skip for now"
        onVerify={verify}
        onResend={resend}
        onClose={skip}
      />
    </>
  );
}
