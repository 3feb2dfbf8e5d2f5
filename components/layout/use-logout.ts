'use client';
// Logout from the account menu and from the drawer behave the same: end the session, then go home.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { logout } from '@/lib/client/auth/logout';

export function useLogoutAndGoHome(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    await logout();
    router.push('/');
  }, [router]);
}
