'use client';
// The editable half of /profile: first and last name and the avatar address (PATCH /auth/me). The email
// is the account's identity and is shown by the page, not edited here.
import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { updateProfile } from '@/lib/client/auth/auth-api';
import { ApiRequestError } from '@/lib/client/api';
import { sessionStore, setSessionUser } from '@/lib/client/stores/session-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import type { SessionUser } from '@/lib/shared/schemas/client-state-schema';
import { updateProfileBodySchema } from '@/lib/shared/schemas/auth-schema';
import { PROFILE_MESSAGES } from '@/lib/shared/messages/auth';
import { useFormFields } from './use-form-fields';

const sameUser = (a: SessionUser | null, b: SessionUser) => !!a && JSON.stringify(a) === JSON.stringify(b);

export function ProfileForm({ user }: { user: SessionUser }) {
  const router = useRouter();
  const { field, validate, values, setValues } = useFormFields({
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: user.avatar ?? '',
  });
  const [saving, setSaving] = useState(false);

  // The server's copy is the truth: bring this browser's remembered user in line with it.
  useEffect(() => {
    if (!sameUser(sessionStore.get().user, user)) setSessionUser(user);
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes = validate(updateProfileBodySchema);
    if (!changes || saving) return;
    setSaving(true);
    try {
      const updated = await updateProfile(changes);
      setSessionUser(updated);
      setValues({ first_name: updated.first_name, last_name: updated.last_name, avatar: updated.avatar ?? '' });
      showMessage(PROFILE_MESSAGES.updated);
      router.refresh();
    } catch (error) {
      showMessage((error instanceof ApiRequestError && error.message) || PROFILE_MESSAGES.updateFailed, 'error');
    } finally {
      setSaving(false);
    }
  }

  const initials = `${values.first_name.charAt(0)}${values.last_name.charAt(0)}`.toUpperCase();
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1}>
      {/* The shop's primary colour behind the initials: MUI's default grey under white text fails AA contrast. */}
      <Avatar
        src={values.avatar || undefined}
        alt=""
        sx={{ width: 72, height: 72, mb: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initials || undefined}
      </Avatar>
      <TextField {...field('first_name')} label="First name" autoComplete="given-name" required fullWidth />
      <TextField {...field('last_name')} label="Last name" autoComplete="family-name" fullWidth />
      <TextField {...field('avatar')} label="Avatar image URL" type="url" placeholder="https://…" fullWidth />
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
    </Stack>
  );
}
