'use client';
// What every successful login and registration does in the browser (spec section 4): remember the user
// for the UI, broadcast authStateChanged, say so, and pick where to go next.
import 'client-only';
import { setSessionUser } from '@/lib/client/stores/session-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import type { SessionUser } from '@/lib/shared/schemas/client-state-schema';
import { safeNextPath } from '@/lib/shared/safe-redirect-path';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/lib/shared/storage-keys';

/** The path stored in session storage before login (e.g. by checkout), else `next`, else home. */
export function takeRedirectTarget(next?: string | null): string {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    window.sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    // Storage blocked: fall back to the query parameter.
  }
  return safeNextPath(stored, safeNextPath(next));
}

export function finishLogin(user: SessionUser, message: string, next?: string | null): string {
  setSessionUser(user);
  showMessage(message);
  return takeRedirectTarget(next);
}
