// Alerts from the browser: ask (a guest in two steps, with the mailed code), list and stop.
import 'client-only';
import { apiFetch } from '@/lib/client/api';
import type { AlertKind, AlertRequest, ApiAlert } from '@/lib/shared/schemas/alert-schema';
import type { OtpChallenge } from '@/lib/shared/schemas/auth-schema';

/** An alert kept, or (a guest's first step) the code challenge to answer. */
export type AskAnswer = { alert: ApiAlert } | OtpChallenge;

export function askForAlert(productId: number, request: AlertRequest): Promise<AskAnswer> {
  return apiFetch<AskAnswer>(`/products/${productId}/alerts`, { method: 'POST', body: request });
}

export async function stopAlert(productId: number, kind: AlertKind, size: string | null): Promise<void> {
  const query = new URLSearchParams({ kind, ...(size ? { size } : {}) });
  await apiFetch<null>(`/products/${productId}/alerts?${query}`, { method: 'DELETE' });
}
