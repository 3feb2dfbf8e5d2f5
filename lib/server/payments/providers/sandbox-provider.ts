// The offline stand-in for Razorpay: same order ids, same signatures, same webhook checks, no internet.
// The browser half is /sandbox/checkout.js (window.Razorpay) and the hosted card page /sandbox/pay.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from './signatures';
import { sandboxKeySecret, sandboxWebhookSecret } from './sandbox-secret';

export const SANDBOX_PUBLIC_KEY = 'rzp_test_sandbox';
export const SANDBOX_CHECKOUT_SCRIPT = '/sandbox/checkout.js';

/** Razorpay ids are a prefix and 14 alphanumerics; ours say "sbx" so no one mistakes them for real ones. */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_sbx_${id}`;
}

export function sandboxSign(providerOrderId: string, paymentId: string): string {
  return paymentSignature(sandboxKeySecret(), providerOrderId, paymentId);
}

export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT,
    createProviderOrder: async () => ({ providerOrderId: sandboxId('order') }),
    verifySignature: (orderId, paymentId, signature) =>
      isValidPaymentSignature(sandboxKeySecret(), orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(sandboxWebhookSecret(), rawBody, signature),
    // No money moved, so none goes back: the refund is processed at once, as Razorpay's instant refunds are.
    refundPayment: async () => ({ providerRefundId: sandboxId('rfnd'), status: 'processed' }),
  };
}
