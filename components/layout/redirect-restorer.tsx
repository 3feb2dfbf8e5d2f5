'use client';
// Spec section 2, Routes: "A redirect path stored in session storage is restored on load". Runs once per
// page load (the layout stays mounted across client navigations) and forgets the path, so it applies once.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { REDIRECT_RESTORE_KEY } from '@/lib/shared/storage-keys';
import { safeRedirectPath } from '@/lib/shared/safe-redirect-path';

export function RedirectRestorer() {
  const router = useRouter();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.sessionStorage.getItem(REDIRECT_RESTORE_KEY);
      if (stored !== null) window.sessionStorage.removeItem(REDIRECT_RESTORE_KEY);
    } catch {
      return; // storage blocked: nothing to restore
    }
    const path = safeRedirectPath(stored);
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (path && path !== here) router.replace(path);
  }, [router]);
  return null;
}
