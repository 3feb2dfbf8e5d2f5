// One interface for every card payment provider: Razorpay, or the offline sandbox that behaves the same.
import 'server-only';
import type { PaymentProviderName } from '@/lib/shared/schemas/checkout-schema';

export type CreateProviderOrderInput = {
  amountPaise: number;
  currency: string;
  /** Our order id, so the provider's dashboard and our database can be matched by hand. */
  receipt: string;
  notes: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Handed to the browser's checkout script; never a secret. */
  readonly publicKey: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScriptUrl: string;
  createProviderOrder(input: CreateProviderOrderInput): Promise<{ providerOrderId: string }>;
  /** The checkout's handler signature: HMAC-SHA256 of `${storedProviderOrderId}|${paymentId}` with the key secret. */
  verifySignature(storedProviderOrderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** Gives money back on a captured payment (Razorpay: POST /v1/payments/{id}/refund). */
  refundPayment(input: RefundPaymentInput): Promise<ProviderRefund>;
}

export type RefundPaymentInput = {
  providerPaymentId: string;
  amountPaise: number;
  /** Our refund's id, so the provider's dashboard and our database can be matched by hand. */
  receipt: string;
  notes: Record<string, string>;
  /** Sent as X-Refund-Idempotency: a retried call refunds once at the provider too. */
  idempotencyKey: string;
};

/** The provider's refund: processed at once, or pending until its refund.processed / refund.failed webhook. */
export type ProviderRefund = { providerRefundId: string; status: 'pending' | 'processed' | 'failed' };

/** The provider could not create an order (unreachable, refused, or answered nonsense): nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
