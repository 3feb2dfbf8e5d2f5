'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import { logout } from '@/lib/client/auth/logout';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { PROFILE_MESSAGES } from '@/lib/shared/messages/auth';

export function LogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      color="inherit"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await logout();
        showMessage(PROFILE_MESSAGES.loggedOut, 'info');
        router.replace('/');
        router.refresh();
      }}
    >
      Logout
    </Button>
  );
}
