// The provider's webhook: the payment becomes known even when the shopper's browser closed before verify.
// Each event is processed once: its id goes into webhook_events in the same transaction as its effect, so
// a repeat delivery is skipped, and a failure rolls both back and the provider's retry tries again.
import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, webhookEvents } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache';
import { DomainError } from '@/lib/server/errors';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { paymentProvider } from '@/lib/server/payments/providers';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import { settleRefund, recordCapturedPayment, recordFailedPayment, type ReportedPayment } from '@/lib/server/orders';
import { recordShortfallPayment, shortfallByProviderOrder } from '@/lib/server/exchange';
import { payablePaise } from '@/lib/shared/money';
import { instalmentByProviderOrder, recordInstalmentPayment } from '@/lib/server/savings';
import { giftCardByProviderOrder, recordGiftCardPayment } from '@/lib/server/gift-cards';

const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().max(100).nullish(),
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().max(10).optional(),
});
const orderEntity = z.object({
  id: z.string().min(1).max(100),
  amount_paid: z.number().int().nonnegative().optional(),
  currency: z.string().max(10).optional(),
});

/** The missing-amount marker: a capture that does not say how much was paid can never match an order. */
const UNREPORTED = -1;

const webhookSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: orderEntity }).optional(),
      refund: z.object({ entity: z.object({ id: z.string().min(1).max(100) }) }).optional(),
    })
    .optional(),
});

export type WebhookResult = { status: 'processed' | 'duplicate' | 'ignored'; event?: string };

async function orderByProviderId(tx: Executor, provider: string, providerOrderId: string | null | undefined) {
  if (!providerOrderId) return null;
  const [row] = await tx
    .select({
      id: orders.id,
      totalPaise: orders.totalPaise,
      exchangeCreditPaise: orders.exchangeCreditPaise,
      storedValuePaise: orders.storedValuePaise,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.paymentProvider, provider)))
    .limit(1);
  return row ?? null;
}

export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  eventIdHeader: string | null,
): Promise<WebhookResult> {
  const provider = paymentProvider();
  if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
    throw new DomainError(ORDER_ERROR_CODES.invalidWebhookSignature, DOMAIN_ERROR_MESSAGES.webhookSignature);
  }
  let parsed: z.infer<typeof webhookSchema>;
  try {
    const result = webhookSchema.safeParse(JSON.parse(rawBody));
    if (!result.success) throw result.error;
    parsed = result.data;
  } catch {
    throw new DomainError(ORDER_ERROR_CODES.invalidWebhookPayload, DOMAIN_ERROR_MESSAGES.webhookPayload);
  }
  // Razorpay names each event in X-Razorpay-Event-Id; a signed body without one is deduplicated by its hash.
  const eventId = eventIdHeader?.trim().slice(0, 200) || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const payment = parsed.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? parsed.payload?.order?.entity.id;

  const db = await getDb();
  type Outcome = { result: WebhookResult; productIds: number[]; mail: QueuedMail[] };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: eventId, event: parsed.event })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { result: { status: 'duplicate', event: parsed.event }, productIds: [], mail: [] };

    const refund = parsed.payload?.refund?.entity;
    if ((parsed.event === 'refund.processed' || parsed.event === 'refund.failed') && refund) {
      const settled = await settleRefund(
        tx,
        provider.name,
        refund.id,
        parsed.event === 'refund.processed' ? 'processed' : 'failed',
      );
      return { result: { status: settled ? 'processed' : 'ignored', event: parsed.event }, productIds: [], mail: [] };
    }

    if (!payment || !providerOrderId)
      return { result: { status: 'ignored', event: parsed.event }, productIds: [], mail: [] };
    const capture = parsed.event === 'payment.captured' || parsed.event === 'order.paid';
    // What the provider says was captured, never what we expected: Razorpay's payment entity carries `amount`
    // (paise) and `currency` on payment.captured and order.paid alike.
    const captured: ReportedPayment = {
      provider: provider.name,
      providerPaymentId: payment.id,
      providerOrderId,
      amountPaise: payment.amount ?? parsed.payload?.order?.entity.amount_paid ?? UNREPORTED,
      currency: payment.currency ?? parsed.payload?.order?.entity.currency ?? '',
      source: 'webhook',
    };

    const order = await orderByProviderId(tx, provider.name, providerOrderId);
    // Not an order's own provider order: perhaps the old-gold shortfall's, paid after the order.
    // Or a gift card's, issued once it is paid.
    const giftCard = !order && capture ? await giftCardByProviderOrder(tx, provider.name, providerOrderId) : null;
    if (giftCard) {
      const paid = await recordGiftCardPayment(tx, giftCard.id, { ...captured, source: 'webhook' });
      return { result: { status: 'processed', event: parsed.event }, productIds: [], mail: paid.mail };
    }
    const shortfall = !order && capture ? await shortfallByProviderOrder(tx, provider.name, providerOrderId) : null;
    if (shortfall) {
      await recordShortfallPayment(tx, shortfall.quote.id, captured);
      return { result: { status: 'processed', event: parsed.event }, productIds: [], mail: [] };
    }
    // Or a savings plan's instalment: settled once, its voucher mail sent after the commit.
    const instalment =
      !order && !shortfall && capture ? await instalmentByProviderOrder(tx, provider.name, providerOrderId) : null;
    if (instalment) {
      const paid = await recordInstalmentPayment(tx, instalment.instalment.id, { ...captured, source: 'webhook' });
      return { result: { status: 'processed', event: parsed.event }, productIds: [], mail: paid.mail };
    }
    if (!order) return { result: { status: 'ignored', event: parsed.event }, productIds: [], mail: [] };

    switch (parsed.event) {
      case 'payment.captured':
      case 'order.paid': {
        const recorded = await recordCapturedPayment(tx, order.id, captured);
        return {
          result: { status: 'processed', event: parsed.event },
          productIds: recorded.productIds,
          mail: recorded.mail,
        };
      }
      case 'payment.failed': {
        const released = await recordFailedPayment(tx, order.id, {
          provider: provider.name,
          providerPaymentId: payment.id,
          providerOrderId,
          amountPaise: payment.amount ?? payablePaise(order),
          currency: payment.currency ?? order.currency,
          source: 'webhook',
        });
        return { result: { status: 'processed', event: parsed.event }, productIds: released, mail: [] };
      }
      default:
        return { result: { status: 'ignored', event: parsed.event }, productIds: [], mail: [] };
    }
  });
  if (outcome.productIds.length) invalidateProducts(outcome.productIds);
  // Not awaited: the provider wants its 2xx fast, and a slow SMTP server must not turn into a retried event.
  void deliverQueuedMail(outcome.mail);
  return outcome.result;
}
