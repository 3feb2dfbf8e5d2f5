'use client';
// Login or registration with a mobile number: the number (and, to register, a name), SMS or
// WhatsApp, then the code in the same dialog the email flow uses. Nothing is kept outside this component's
// memory until the code is verified.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { sendPhoneOtp, verifyPhoneCode, type PendingPhoneRegistration } from '@/lib/client/auth/phone-auth-api';
import { finishLogin } from '@/lib/client/auth/finish-login';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { firstNameSchema, lastNameSchema } from '@/lib/shared/schemas/auth-schema';
import { phoneSchema, type PhoneCodeChannel } from '@/lib/shared/schemas/phone-auth-schema';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { PHONE_AUTH_SERVER_MESSAGES, PHONE_UI_TEXT as T } from '@/lib/shared/messages/phone-auth';
import { AdultConfirmation } from './adult-confirmation';
import { OtpDialog } from './otp-dialog';
import { PhoneChannelChoice } from './phone-channel-choice';
import { failureText, useCodeStep } from './use-code-step';
import { useFormFields } from './use-form-fields';

type Purpose = 'login' | 'registration';
type Pending = { phone: string; sessionToken: string; user?: PendingPhoneRegistration };

const loginSchema = z.object({ phone: phoneSchema });
const registrationSchema = z.object({ first_name: firstNameSchema, last_name: lastNameSchema, phone: phoneSchema });

export function PhoneSignInForm({ purpose, next }: { purpose: Purpose; next?: string }) {
  const router = useRouter();
  const registering = purpose === 'registration';
  const { field, validate } = useFormFields({ first_name: '', last_name: '', phone: '' });
  const [channel, setChannel] = useState<PhoneCodeChannel>('sms');
  // Registering asks the buyer to confirm they are 18 or older, as the email form does (DPDP Act s.9).
  const [adult, setAdult] = useState(false);
  const [adultError, setAdultError] = useState(false);
  const step = useCodeStep<Pending>(registering ? REGISTER_MESSAGES.sessionExpired : LOGIN_MESSAGES.sessionExpired);
  const failed = registering ? REGISTER_MESSAGES.failed : LOGIN_MESSAGES.sendFailed;

  function submit(event: FormEvent) {
    event.preventDefault();
    const user = registering ? (validate(registrationSchema) ?? undefined) : undefined;
    const phone = registering ? user?.phone : validate(loginSchema)?.phone;
    if (registering) setAdultError(!adult);
    if (!phone || (registering && !adult)) return;
    void step.requestCode(
      phone,
      async () => ({ phone, user, sessionToken: (await sendPhoneOtp(phone, channel, purpose)).session_token }),
      T.codeSentTo(phone, channel),
      failed,
    );
  }

  async function verify(code: string) {
    const pending = step.requirePending();
    try {
      const user = await verifyPhoneCode({ ...pending, code });
      step.forget();
      const done = registering ? PHONE_AUTH_SERVER_MESSAGES.phoneVerified : LOGIN_MESSAGES.success;
      router.replace(finishLogin(user, done, next));
      router.refresh();
    } catch (error) {
      showMessage(
        failureText(error, registering ? REGISTER_MESSAGES.verifyFailed : LOGIN_MESSAGES.verifyFailed),
        'error',
      );
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
        {registering && (
          <>
            <TextField {...field('first_name')} label={T.firstName} autoComplete="given-name" required fullWidth />
            <TextField {...field('last_name')} label={T.lastName} autoComplete="family-name" fullWidth />
          </>
        )}
        <TextField
          {...field('phone')}
          label={T.phoneLabel}
          type="tel"
          autoComplete="tel-national"
          required
          fullWidth
          helperText={field('phone').helperText.trim() ? field('phone').helperText : T.phoneHelper}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <PhoneChannelChoice id={`phone-${purpose}`} value={channel} onChange={setChannel} />
        {registering && (
          <AdultConfirmation
            id="phone-adult-error"
            checked={adult}
            error={adultError}
            onChange={(checked) => {
              setAdult(checked);
              if (checked) setAdultError(false);
            }}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={step.submitting}>
          {step.submitting ? T.sending : T.sendCode}
        </Button>
      </Stack>
      <OtpDialog
        open={!!step.pending}
        email={step.codeSentTo}
        title={registering ? T.verifyNumberTitle : T.loginCodeTitle}
        dismissLabel={T.cancel}
        onVerify={verify}
        onResend={step.resend}
        onClose={step.forget}
      />
    </>
  );
}
