'use client';
// Login (spec sections 4 and 5, reading B): email and password, then the emailed code in the dialog. The
// password stays in this component's memory while the dialog is open, and nowhere else.
import type { FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requestLoginCode, verifyLoginCode } from '@/lib/client/auth/auth-api';
import { finishLogin } from '@/lib/client/auth/finish-login';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { loginFormSchema } from '@/lib/shared/schemas/auth-schema';
import { LOGIN_MESSAGES, OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { OtpDialog } from './otp-dialog';
import { failureText, useCodeStep } from './use-code-step';
import { useFormFields } from './use-form-fields';
import { withNextPath } from '@/lib/shared/safe-redirect-path';

type PendingLogin = { email: string; password: string; sessionToken: string };

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter();
  const { field, validate } = useFormFields({ email: '', password: '' });
  const step = useCodeStep<PendingLogin>(LOGIN_MESSAGES.sessionExpired);

  function submit(event: FormEvent) {
    event.preventDefault();
    const credentials = validate(loginFormSchema);
    if (!credentials) return;
    void step.requestCode(
      credentials.email,
      async () => ({ ...credentials, sessionToken: (await requestLoginCode(credentials)).session_token }),
      OTP_SERVER_MESSAGES.sent,
      LOGIN_MESSAGES.failed,
    );
  }

  async function verify(code: string) {
    const pending = step.requirePending();
    try {
      const user = await verifyLoginCode({ ...pending, code });
      step.forget();
      router.replace(finishLogin(user, LOGIN_MESSAGES.success, next));
      router.refresh();
    } catch (error) {
      showMessage(failureText(error, LOGIN_MESSAGES.verifyFailed), 'error');
      throw error;
    }
  }

  return (
    <>
      <Stack component="form" onSubmit={submit} noValidate spacing={1}>
        {step.failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {step.failure}
          </Alert>
        )}
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" required fullWidth />
        <TextField
          {...field('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={step.submitting}>
          {step.submitting ? 'Sending code…' : 'Login'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
          New here?{' '}
          <MuiLink component={Link} href={withNextPath('/register', next)} sx={{ fontWeight: 600 }}>
            Create an account
          </MuiLink>
        </Typography>
      </Stack>
      <OtpDialog
        open={!!step.pending}
        email={step.codeSentTo}
        title="Enter your login code"
        dismissLabel="Cancel"
        onVerify={verify}
        onResend={step.resend}
        onClose={step.forget}
      />
    </>
  );
}
