'use client';
// Ends the session on the server (the cookie is cleared there) and forgets the UI copy of the user.
import 'client-only';
import { apiFetch } from '@/lib/client/api';
import { setSessionUser } from '@/lib/client/stores/session-store';

export async function logout(): Promise<void> {
  try {
    await apiFetch('/auth/logout', { method: 'POST', body: {} });
  } catch {
    // Even if the server cannot be reached, this browser stops showing the shopper as logged in.
  }
  setSessionUser(null);
}
