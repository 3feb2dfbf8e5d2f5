// Razorpay Standard Checkout: orders through the Orders API (POST /v1/orders, Basic auth key_id:key_secret).
// The API base is configurable so tests can point it at a local stand-in server.
import 'server-only';
import { z } from 'zod';
import {
  PaymentProviderError,
  type CreateProviderOrderInput,
  type PaymentProvider,
  type ProviderRefund,
  type RefundPaymentInput,
} from './provider';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures';

export const RAZORPAY_DEFAULT_API_BASE = 'https://api.razorpay.com/v1';
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase?: string;
  /** A provider that hangs must not hold the shopper (or the reserved stock) for long. */
  timeoutMs?: number;
};

const orderAnswer = z.object({ id: z.string().min(1).max(100), amount: z.number(), currency: z.string() });
const refundAnswer = z.object({
  id: z.string().min(1).max(100),
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const errorAnswer = z.object({ error: z.object({ description: z.string().optional() }).optional() });

export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
  const apiBase = (config.apiBase || RAZORPAY_DEFAULT_API_BASE).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  /** POSTs to Razorpay and answers its JSON body; unreachable or refused is a PaymentProviderError naming `what`. */
  async function post(
    route: string,
    body: unknown,
    what: string,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${apiBase}${route}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const described = errorAnswer.safeParse(answer);
      const detail = described.success ? described.data.error?.description : undefined;
      throw new PaymentProviderError(
        `Razorpay refused the ${what} (HTTP ${response.status}${detail ? `: ${detail}` : ''})`,
        response.status,
      );
    }
    return answer;
  }

  async function createProviderOrder(input: CreateProviderOrderInput): Promise<{ providerOrderId: string }> {
    const body = await post(
      '/orders',
      { amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes },
      'order',
    );
    const order = orderAnswer.safeParse(body);
    // An answer for another amount would charge the shopper the wrong sum: refuse it rather than trust it.
    if (!order.success || order.data.amount !== input.amountPaise || order.data.currency !== input.currency) {
      throw new PaymentProviderError('Razorpay answered the order request with an unexpected body');
    }
    return { providerOrderId: order.data.id };
  }

  async function refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const body = await post(
      `/payments/${encodeURIComponent(input.providerPaymentId)}/refund`,
      { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes },
      'refund',
      { 'x-refund-idempotency': input.idempotencyKey },
    );
    const refund = refundAnswer.safeParse(body);
    if (!refund.success || refund.data.amount !== input.amountPaise)
      throw new PaymentProviderError('Razorpay answered the refund request with an unexpected body');
    return { providerRefundId: refund.data.id, status: refund.data.status };
  }

  return {
    name: 'razorpay',
    refundPayment,
    publicKey: config.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    createProviderOrder,
    verifySignature: (orderId, paymentId, signature) =>
      isValidPaymentSignature(config.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(config.webhookSecret, rawBody, signature),
  };
}
