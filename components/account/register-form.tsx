'use client';
// Registration (spec sections 4 and 5): name, email and password; the emailed code creates the account.
// The details stay in this component's memory until the code is verified or the dialog is dismissed.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sendOtp, verifyRegistrationCode, type PendingRegistration } from '@/lib/client/auth/auth-api';
import { finishLogin } from '@/lib/client/auth/finish-login';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { AUTH_ERROR_CODES, registerFormSchema, splitFullName } from '@/lib/shared/schemas/auth-schema';
import { OTP_DIALOG_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { OtpDialog } from './otp-dialog';
import { AdultConfirmation } from './adult-confirmation';
import { failureText, useCodeStep } from './use-code-step';
import { useFormFields } from './use-form-fields';
import { withNextPath } from '@/lib/shared/safe-redirect-path';
import { MARKETING_MESSAGES } from '@/lib/shared/messages/marketing';

type Pending = { user: PendingRegistration; sessionToken: string };

function verifyFailureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.invalidOtp)
    return OTP_DIALOG_MESSAGES.invalidOtp;
  return failureText(error, REGISTER_MESSAGES.verifyFailed);
}

export function RegisterForm({ next }: { next?: string }) {
  const router = useRouter();
  const { field, validate } = useFormFields({ name: '', email: '', password: '', confirmPassword: '' });
  const step = useCodeStep<Pending>(REGISTER_MESSAGES.sessionExpired);
  // Consent to marketing mail is asked, never assumed: unticked until the shopper ticks it.
  const [marketingMail, setMarketingMail] = useState(false);
  // The Act's verifiable parental consent is not offered: a minor is asked not to register.
  const [adult, setAdult] = useState(false);
  const [adultError, setAdultError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = validate(registerFormSchema);
    setAdultError(!adult);
    if (!form || !adult) return;
    const user = {
      ...splitFullName(form.name),
      email: form.email,
      password: form.password,
      password_confirmation: form.confirmPassword,
      marketing_mail: marketingMail,
      adult: true as const,
    };
    void step.requestCode(
      form.email,
      async () => ({ user, sessionToken: (await sendOtp(form.email, 'registration')).session_token }),
      REGISTER_MESSAGES.initiated,
      REGISTER_MESSAGES.failed,
    );
  }

  async function verify(code: string) {
    const pending = step.requirePending();
    try {
      const user = await verifyRegistrationCode({ sessionToken: pending.sessionToken, code, user: pending.user });
      step.forget();
      router.replace(finishLogin(user, REGISTER_MESSAGES.verified, next));
      router.refresh();
    } catch (error) {
      showMessage(verifyFailureText(error), 'error');
      throw error;
    }
  }

  function skip() {
    step.forget();
    showMessage(REGISTER_MESSAGES.skipped, 'info');
  }

  return (
    <>
      <Stack component="form" onSubmit={submit} noValidate spacing={1}>
        {step.failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {step.failure}
          </Alert>
        )}
        <TextField {...field('name')} label="Full name" autoComplete="name" required fullWidth />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" required fullWidth />
        <TextField
          {...field('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <TextField
          {...field('confirmPassword')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormControlLabel
          control={
            <Checkbox
              name="marketing_mail"
              checked={marketingMail}
              onChange={(event) => setMarketingMail(event.target.checked)}
            />
          }
          label={MARKETING_MESSAGES.consentLabel}
        />
        <AdultConfirmation
          checked={adult}
          error={adultError}
          onChange={(checked) => {
            setAdult(checked);
            if (checked) setAdultError(false);
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={step.submitting}>
          {step.submitting ? 'Sending code…' : 'Register'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
          Already have an account?{' '}
          <MuiLink component={Link} href={withNextPath('/login', next)} sx={{ fontWeight: 600 }}>
            Login
          </MuiLink>
        </Typography>
      </Stack>
      <OtpDialog
        open={!!step.pending}
        email={step.codeSentTo}
        title="Verify your email"
        dismissLabel="Skip for now"
        onVerify={verify}
        onResend={step.resend}
        onClose={skip}
      />
    </>
  );
}
