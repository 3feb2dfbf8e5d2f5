'use client';
// One of the account's ways in on /profile: the mobile number or the email address, shown with a
// button to add or change it. The new one is saved only once the code sent to it is entered.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { startContactChange, verifyContactChange } from '@/lib/client/auth/phone-auth-api';
import { setSessionUser } from '@/lib/client/stores/session-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { emailSchema } from '@/lib/shared/schemas/auth-schema';
import { phoneSchema, type PhoneCodeChannel } from '@/lib/shared/schemas/phone-auth-schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { PHONE_AUTH_SERVER_MESSAGES, PHONE_UI_TEXT as T } from '@/lib/shared/messages/phone-auth';
import { OtpDialog } from './otp-dialog';
import { PhoneChannelChoice } from './phone-channel-choice';
import { failureText } from './use-code-step';

type Kind = 'phone' | 'email';
type Pending = { value: string; sessionToken: string };

const TEXT = {
  phone: { label: T.phoneLabel, none: T.profilePhoneNone, add: T.addPhone, change: T.changePhone, field: T.phoneLabel },
  email: {
    label: T.emailLabel,
    none: T.profileEmailNone,
    add: T.addEmail,
    change: T.changeEmail,
    field: T.newEmailLabel,
  },
} as const;

export function ContactEditor({ kind, current }: { kind: Kind; current: string | null }) {
  const router = useRouter();
  const text = TEXT[kind];
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [channel, setChannel] = useState<PhoneCodeChannel>('sms');
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const target = (v: string) => (kind === 'phone' ? { phone: v } : { email: v });

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = (kind === 'phone' ? phoneSchema : emailSchema).safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? T.failed);
    if (busy) return;
    setBusy(true);
    try {
      const change = kind === 'phone' ? { phone: parsed.data, channel } : { email: parsed.data };
      const challenge = await startContactChange(change);
      setPending({ value: parsed.data, sessionToken: challenge.session_token });
      showMessage(kind === 'phone' ? T.codeSentTo(parsed.data, channel) : OTP_SERVER_MESSAGES.sent);
    } catch (failure) {
      setError(failureText(failure, T.failed));
    } finally {
      setBusy(false);
    }
  }

  async function verify(code: string) {
    if (!pending) return;
    const user = await verifyContactChange(target(pending.value), pending.sessionToken, code);
    setSessionUser(user);
    setPending(null);
    setEditing(false);
    setValue('');
    showMessage(kind === 'phone' ? PHONE_AUTH_SERVER_MESSAGES.phoneChanged : PHONE_AUTH_SERVER_MESSAGES.emailChanged);
    router.refresh();
  }

  async function resend() {
    if (!pending) return;
    const change = kind === 'phone' ? { phone: pending.value, channel } : { email: pending.value };
    const challenge = await startContactChange(change);
    setPending({ value: pending.value, sessionToken: challenge.session_token });
  }

  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {text.label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography data-testid={`profile-${kind}`}>{current ?? text.none}</Typography>
        {!editing && (
          <Button size="small" onClick={() => setEditing(true)}>
            {current ? text.change : text.add}
          </Button>
        )}
      </Stack>
      {editing && (
        <Stack component="form" onSubmit={send} noValidate spacing={1}>
          <TextField
            label={text.field}
            type={kind === 'phone' ? 'tel' : 'email'}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
            autoFocus
            fullWidth
          />
          {kind === 'phone' && <PhoneChannelChoice id="profile-phone" value={channel} onChange={setChannel} />}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? T.sending : T.sendCode}
            </Button>
            <Button color="inherit" onClick={() => setEditing(false)} disabled={busy}>
              {T.cancel}
            </Button>
          </Stack>
        </Stack>
      )}
      <OtpDialog
        open={!!pending}
        email={pending?.value ?? ''}
        title={kind === 'phone' ? T.verifyNumberTitle : T.verifyEmailTitle}
        dismissLabel={T.cancel}
        onVerify={verify}
        onResend={resend}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
