'use client';
// Asking for an alert: loaded when the shopper reaches for an alert button (alert-buttons.tsx), not with the page.
import { ApiRequestError } from '@/lib/client/api';
import { askForAlert } from '@/lib/client/alerts/alerts-api';
import { ALERT_MESSAGES as M } from '@/lib/shared/messages/product-alerts';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import type { AlertKind } from '@/lib/shared/schemas/alert-schema';

export type Ask = { kind: AlertKind; size: string | null };
/** A guest's two steps: the address, then the code mailed to it (sessionToken set). */
export type GuestStep = { ask: Ask; email: string; sessionToken: string | null; code: string };

/** What the shopper is told, and the guest's next step (null when the alert is kept or nothing changed). */
export type AlertOutcome = { text: string; error: boolean; next: GuestStep | null };

export async function requestAlert(productId: number, ask: Ask, step?: GuestStep): Promise<AlertOutcome> {
  try {
    const answer = await askForAlert(productId, {
      kind: ask.kind,
      size: ask.size,
      ...(step ? { email: step.email } : {}),
      ...(step?.sessionToken ? { session_token: step.sessionToken, otp_code: step.code } : {}),
    });
    if ('alert' in answer) return { text: M.created[ask.kind], error: false, next: null };
    if (!step) return { text: '', error: false, next: null };
    return {
      text: M.codeSent(step.email),
      error: false,
      next: { ...step, sessionToken: answer.session_token, code: '' },
    };
  } catch (failure) {
    const text = failure instanceof ApiRequestError ? failure.message : FAILURE_MESSAGES.somethingWrong;
    return { text, error: true, next: step ?? null };
  }
}
