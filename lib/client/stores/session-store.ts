'use client';
// Who is logged in, for the UI only (account menu, avatar). The session itself is an httpOnly cookie the
// server checks; this copy under localStorage `user` holds no secret.
import 'client-only';
import { readOrNull, readSessionUser, type SessionUser } from '@/lib/shared/schemas/client-state-schema';
import { AUTH_STATE_EVENT, STORAGE_KEYS } from '@/lib/shared/storage-keys';
import { createStore, useStore } from './create-store';
import { readStored, writeStored } from './local-storage';

export type SessionState = { user: SessionUser | null };

export const sessionStore = createStore<SessionState>({ user: null }, () => ({
  user: readStored<SessionUser | null>(STORAGE_KEYS.user, readOrNull(readSessionUser), null),
}));

export function setSessionUser(user: SessionUser | null): void {
  writeStored(STORAGE_KEYS.user, user);
  sessionStore.set({ user });
  window.dispatchEvent(new Event(AUTH_STATE_EVENT));
}

export const useSessionUser = () => useStore(sessionStore, (s) => s.user);
