'use client';
// The buyer's data rights from the profile: the fresh-code step, the download and the erasure.
import 'client-only';
import { ApiRequestError, apiFetch } from '@/lib/client/api';
import { setSessionUser } from '@/lib/client/stores/session-store';
import { DATA_RIGHTS_ERROR_CODES } from '@/lib/shared/error-codes/data-rights-error-codes';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';

/** True when the server asks this session to confirm a fresh code first. */
export const needsFreshCode = (error: unknown) =>
  error instanceof ApiRequestError && error.code === DATA_RIGHTS_ERROR_CODES.freshCodeRequired;

export async function requestConfirmCode(act: 'export' | 'erase'): Promise<string> {
  const answer = await apiFetch<{ session_token: string }>('/auth/me/confirm/code', {
    method: 'POST',
    body: { for: act },
    fallbackError: M.failed,
  });
  return answer.session_token;
}

export async function confirmCode(sessionToken: string, code: string): Promise<void> {
  await apiFetch('/auth/me/confirm', {
    method: 'POST',
    body: { session_token: sessionToken, otp_code: code },
    fallbackError: M.failed,
  });
}

/** Fetches the export and hands it to the browser as a file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiFetch<{ profile: { id: number } }>('/auth/me/export', { fallbackError: M.failed });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${data.profile.id}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ErasureBlocker = { kind: string; order_ids: number[]; message: string };

/** The blockers a 409 names, or null when the failure was something else. */
export function erasureBlockers(error: unknown): ErasureBlocker[] | null {
  if (!(error instanceof ApiRequestError) || error.code !== DATA_RIGHTS_ERROR_CODES.erasureBlocked) return null;
  const body = error.body as { blockers?: ErasureBlocker[] } | null;
  return body?.blockers ?? [];
}

export async function eraseMyAccount(): Promise<string> {
  const answer = await apiFetch<{ message: string }>('/auth/me/erase', {
    method: 'POST',
    body: { confirm: true },
    fallbackError: M.failed,
  });
  setSessionUser(null);
  return answer.message;
}
