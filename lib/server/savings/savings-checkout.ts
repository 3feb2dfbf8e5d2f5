// The provider's reports of an instalment: the browser's verify (signature checked against the provider
// order WE stored), and the sandbox card page. The webhook settles it through settleInstalment directly.
import 'server-only';
import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { paymentProvider } from '@/lib/server/payments/providers';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { SAVINGS_MESSAGES as M } from '@/lib/shared/messages/savings';
import { ORDER_ERROR_CODES, type VerifyPaymentBody } from '@/lib/shared/schemas/checkout-schema';
import type { SavingsPaid } from '@/lib/shared/schemas/savings-schema';
import { enrolmentView, ownEnrolment } from './savings-enrolments';
import { instalmentByProviderOrder, settleInstalment } from './savings-payment';

/**
 * POST /payments/verify for a savings instalment's provider order, or null when the provider order is no
 * savings instalment of this buyer's (verify then goes on with orders). A bad signature settles nothing.
 */
export async function verifySavingsPayment(userId: number, body: VerifyPaymentBody): Promise<SavingsPaid | null> {
  const provider = paymentProvider();
  const db = await getDb();
  const found = await instalmentByProviderOrder(db, provider.name, body.razorpay_order_id);
  if (!found || found.userId !== userId) return null;
  const { instalment } = found;
  if (!provider.verifySignature(instalment.providerOrderId, body.razorpay_payment_id, body.razorpay_signature))
    throw new DomainError(ORDER_ERROR_CODES.verificationFailed, CHECKOUT_MESSAGES.verificationFailed);
  const outcome = await settleInstalment(instalment.id, {
    providerPaymentId: body.razorpay_payment_id,
    amountPaise: instalment.amountPaise,
    currency: 'INR',
    source: 'verify',
  });
  if (outcome.result === 'needs_review')
    throw new DomainError(ORDER_ERROR_CODES.paymentMismatch, CHECKOUT_MESSAGES.paymentUnderReview);
  const row = await ownEnrolment(db, userId, instalment.enrolmentId);
  return {
    success: true,
    message: M.paidNote,
    payment_id: body.razorpay_payment_id,
    enrolment: await enrolmentView(db, row, new Date()),
  };
}

/** The sandbox card page on an instalment's provider order: null when it is none of this buyer's. */
export async function savingsSandboxOrder(
  userId: number,
  providerOrderId: string,
): Promise<{ payable: boolean } | null> {
  const db = await getDb();
  const found = await instalmentByProviderOrder(db, 'sandbox', providerOrderId);
  if (!found || found.userId !== userId) return null;
  return { payable: found.instalment.status === 'pending' };
}
