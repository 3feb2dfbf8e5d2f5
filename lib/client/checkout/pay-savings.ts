'use client';
// A savings plan's monthly instalment, paid in the shop's usual checkout window against the provider order the
// shop made for it (POST /savings/enrolments/{id}/pay), then verified like any payment.
import 'client-only';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import type { SavingsEnrolmentView, SavingsPaid, SavingsPayAnswer } from '@/lib/shared/schemas/savings-schema';
import { loadCheckoutScript } from './load-checkout-script';
import { openProviderWindow, type CheckoutDisplay, type Prefill } from './run-checkout';

export type SavingsPayResult =
  { kind: 'paid'; enrolment: SavingsEnrolmentView; message: string } | { kind: 'error'; message: string };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;

export async function paySavingsInstalment(
  enrolmentId: number,
  display: CheckoutDisplay,
  prefill: Prefill,
): Promise<SavingsPayResult> {
  let Razorpay;
  try {
    Razorpay = await loadCheckoutScript(display.scriptUrl);
  } catch {
    return { kind: 'error', message: CHECKOUT_MESSAGES.scriptFailed };
  }
  let order: SavingsPayAnswer;
  try {
    order = await apiFetch<SavingsPayAnswer>(`/savings/enrolments/${enrolmentId}/pay`, {
      method: 'POST',
      body: {},
      fallbackError: FAILURE_MESSAGES.somethingWrong,
    });
  } catch (error) {
    return { kind: 'error', message: messageOf(error, FAILURE_MESSAGES.somethingWrong) };
  }
  const outcome = await openProviderWindow(Razorpay, order, prefill, display);
  if (outcome.kind === 'dismissed') return { kind: 'error', message: CHECKOUT_MESSAGES.cancelledByUser };
  if (outcome.kind === 'failed') return { kind: 'error', message: CHECKOUT_MESSAGES.paymentFailed };
  try {
    const paid = await apiFetch<SavingsPaid>('/payments/verify', {
      method: 'POST',
      body: { order_id: enrolmentId, ...outcome.payment },
      fallbackError: CHECKOUT_MESSAGES.verificationFailed,
    });
    return { kind: 'paid', enrolment: paid.enrolment, message: paid.message };
  } catch (error) {
    return { kind: 'error', message: messageOf(error, CHECKOUT_MESSAGES.verificationFailed) };
  }
}
