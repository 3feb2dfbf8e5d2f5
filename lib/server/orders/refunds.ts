// Refunds: money given back on an order's captured payment, through the provider that took it (Razorpay's
// refund API with keys, the sandbox otherwise). The refundable sum is checked and the refund row written in
// one transaction that locks the order, so two refunds at once can never give back more than was captured;
// the provider is called after that commit, and its answer (processed, pending until the webhook, or a
// failure that frees the sum again) is written with the timeline, the audit entry and the shopper's email.
// Only payments captured in rupees are refunded, and only what is left of them.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, payments, refunds, users, type OrderRow, type TaxDocumentRow } from '@/lib/server/db/schema';
import { invoiceAttachment, issueCreditNote, type CreditBasis } from '@/lib/server/invoices';
import { DomainError } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { recordOrderEvent } from '@/lib/server/orders/order-events';
import { orderView } from '@/lib/server/orders/order-view';
import { orderRefundMail, deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { ADMIN_REFUND_MESSAGES as M } from '@/lib/shared/messages/admin-refunds';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiRefund } from '@/lib/shared/schemas/checkout-schema';
import { COD_PROVIDER } from '@/lib/shared/payment-methods';
import { refundableByPayment } from './refundable';
import { creditRefundToStore } from './store-credit-refund';
import { STORE_CREDIT_PROVIDER, type RefundDestination } from '@/lib/shared/refund-destinations';
import { queueOrderUpdate } from './whatsapp-order-updates';

// What is left to refund, for the modules that read it beside the refunds themselves.
export { refundableByPayment } from './refundable';
import {
  PaymentProviderError,
  type PaymentProvider,
  paymentProvider,
  sandboxProvider,
} from '@/lib/server/payments/providers';

export type RefundView = ApiRefund & {
  order_id: number;
  provider: string;
  provider_refund_id: string | null;
  created_by: string | null;
};

export type RefundRequest = {
  amountPaise: number;
  reason: string;
  idempotencyKey: string | null;
  /** Money back on the sale (the default), or the price of old gold bought (kept out of sales figures). */
  purpose?: (typeof refunds.$inferInsert)['purpose'];
  /** Back the way it was paid (the default), or at once to the buyer's store credit. */
  to?: RefundDestination;
};

type RefundRow = typeof refunds.$inferSelect;

export function toRefundView(row: RefundRow, createdBy: string | null = null): RefundView {
  return {
    id: row.id,
    order_id: row.orderId,
    amount: paiseToRupees(row.amountPaise),
    reason: row.reason,
    status: row.status,
    provider: row.provider,
    provider_refund_id: row.providerRefundId,
    created_at: row.createdAt.toISOString(),
    created_by: createdBy,
  };
}

export async function listRefunds(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** The provider that took the payment: a sandbox payment goes back through the sandbox even after keys are set. */
/**
 * Cash taken at the door has no provider to give it back through: the shop pays it back by its own bank
 * transfer, so the refund is recorded as made (with its credit note) and the shopper's mail says how it comes.
 * Store credit needs no provider either: it is made at once.
 */
function cashRefund(refund: RefundRow): { providerRefundId: string; status: RefundRow['status'] } {
  const prefix = refund.provider === STORE_CREDIT_PROVIDER ? 'credit' : 'cash';
  return { providerRefundId: `${prefix}-${refund.id}`, status: 'processed' };
}

function providerFor(name: string): PaymentProvider {
  const current = paymentProvider();
  if (current.name === name) return current;
  if (name === 'sandbox') return sandboxProvider();
  throw new DomainError(ORDER_ERROR_CODES.providerError, M.providerFailed(`the ${name} keys are not configured`));
}

export type Reserved = { refund: RefundRow; providerPaymentId: string; replay: boolean };

async function nothingToRefund(tx: Executor, orderId: number): Promise<DomainError> {
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
    .limit(1);
  return new DomainError(ADMIN_ERROR_CODES.conflict, other ? M.nothingInRupees : M.nothingCaptured, { refundable: 0 });
}

/** Locks the order, checks what is left to refund and writes the pending refund, or finds the earlier one. */
export async function reserveRefund(
  tx: Executor,
  orderId: number,
  request: RefundRequest,
  createdBy: number | null,
): Promise<Reserved> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new DomainError(ERROR_CODES.notFound, ADMIN_ORDER_MESSAGES.notFound);
  if (request.idempotencyKey) {
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
    if (earlier) {
      if (earlier.orderId !== orderId || earlier.amountPaise !== request.amountPaise)
        throw new DomainError(ADMIN_ERROR_CODES.conflict, M.keyReused);
      const [payment] = await tx
        .select({ providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .where(eq(payments.id, earlier.paymentId));
      return { refund: earlier, providerPaymentId: payment.providerPaymentId, replay: true };
    }
  }
  const left = await refundableByPayment(tx, orderId);
  if (left.length === 0) throw await nothingToRefund(tx, orderId);
  const totalLeft = left.reduce((sum, p) => sum + Math.max(0, p.left), 0);
  // One refund goes back on one payment: the one with the most left (an order normally has one).
  const best = left.sort((a, b) => b.left - a.left)[0];
  if (request.amountPaise > best.left) {
    throw new DomainError(ADMIN_ERROR_CODES.conflict, M.tooMuch(paiseToRupees(Math.max(0, best.left))), {
      refundable: paiseToRupees(totalLeft),
    });
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId,
      paymentId: best.payment.id,
      provider: request.to === 'store_credit' ? STORE_CREDIT_PROVIDER : best.payment.provider,
      amountPaise: request.amountPaise,
      reason: request.reason,
      idempotencyKey: request.idempotencyKey,
      purpose: request.purpose ?? 'refund',
      createdBy,
    })
    .returning();
  return { refund, providerPaymentId: best.payment.providerPaymentId, replay: false };
}

export type Who = StaffActor | { label: 'system' };

/** The refund mail, with its credit note attached; none when the caller writes to the shopper (and attaches it). */
async function refundMail(
  tx: Executor,
  order: OrderRow,
  refund: RefundRow,
  creditNote: TaxDocumentRow | null,
  withRefund: boolean,
): Promise<QueuedMail[]> {
  if (!withRefund) return [];
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const view = await orderView(tx, order.id);
  if (!user?.email || !view) return [];
  const settings = await readShopSettings(tx);
  const attachments = creditNote ? [invoiceAttachment(creditNote)] : [];
  const toCredit = refund.provider === STORE_CREDIT_PROVIDER;
  const amount = paiseToRupees(refund.amountPaise);
  const mail = orderRefundMail(settings, view, amount, user.email, creditNote?.number, toCredit);
  return queueOrderUpdate(
    tx,
    order,
    { ...mail, attachments },
    {
      event: 'refunded',
      view,
      keepMail: creditNote !== null,
      refund: { id: refund.id, amountPaise: refund.amountPaise },
    },
  );
}

export type SendOptions = {
  /** false: the caller writes to the shopper itself (a return says what it refunded once, after all of it). */
  mail?: boolean;
  /** What the credit note credits (a return: its pieces); value only, no pieces, by default. */
  credit?: CreditBasis;
  /** false: money given back that is no part of the sale's price (old gold bought at more than its quote), so
   *  it takes nothing off the invoice and gets no credit note. */
  creditNote?: boolean;
};

/** Asks the provider, then records its answer with the timeline, audit entry and email. */
export async function sendRefund(reserved: Reserved, who: Who, options: SendOptions = {}): Promise<RefundView> {
  const { refund } = reserved;
  let outcome: { providerRefundId: string; status: RefundRow['status'] };
  try {
    outcome =
      refund.provider === COD_PROVIDER || refund.provider === STORE_CREDIT_PROVIDER
        ? cashRefund(refund)
        : await providerFor(refund.provider).refundPayment({
            providerPaymentId: reserved.providerPaymentId,
            amountPaise: refund.amountPaise,
            receipt: `refund-${refund.id}`,
            notes: { order_id: String(refund.orderId), reason: refund.reason.slice(0, 200) },
            idempotencyKey: refund.idempotencyKey ?? `refund-${refund.id}`,
          });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const db = await getDb();
    await db.update(refunds).set({ status: 'failed', updatedAt: new Date() }).where(eq(refunds.id, refund.id));
    throw new DomainError(ORDER_ERROR_CODES.providerError, M.providerFailed(error.message));
  }
  const db = await getDb();
  let mail: QueuedMail[] = [];
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ providerRefundId: outcome.providerRefundId, status: outcome.status, updatedAt: new Date() })
      .where(eq(refunds.id, refund.id))
      .returning();
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    // Store credit: made spendable in this same transaction, once per refund.
    if (row.provider === STORE_CREDIT_PROVIDER) await creditRefundToStore(tx, row, order!.userId, who);
    const data = {
      refund_id: row.id,
      amount: paiseToRupees(row.amountPaise),
      status: row.status,
      provider_refund_id: row.providerRefundId,
    };
    await recordOrderEvent(tx, refund.orderId, 'role' in who ? who : 'system', {
      kind: 'refund',
      note: row.reason || null,
      data,
    });
    if ('role' in who)
      await recordAudit(tx, who, {
        action: 'refund.create',
        entityType: 'order',
        entityId: refund.orderId,
        after: data,
      });
    if (row.status !== 'failed') {
      // Money given back gets a credit note against the invoice, numbered in this transaction.
      // Each document is mailed to the buyer as it is issued.
      const creditNote = options.creditNote === false ? null : await issueCreditNote(tx, row, options.credit);
      mail = await refundMail(tx, order!, row, creditNote, options.mail !== false);
    }
    return row;
  });
  await deliverQueuedMail(mail);
  return toRefundView(saved, 'role' in who ? who.email : null);
}

/** A full or partial refund of an order (owner only, password given within 10 minutes). */
export async function createRefund(
  actor: StaffActor,
  orderId: number,
  request: RefundRequest,
): Promise<{ refund: RefundView; replay: boolean }> {
  authorize(actor, 'refunds');
  requireRecentPassword(actor);
  const db = await getDb();
  const reserved = await db.transaction((tx) => reserveRefund(tx, orderId, request, actor.userId));
  // A retried request whose first try reached the provider answers that refund again; one that failed before
  // the provider answered (pending without its id) asks the provider again with the same key, which refunds once.
  if (reserved.replay && reserved.refund.providerRefundId)
    return { refund: toRefundView(reserved.refund, actor.email), replay: true };
  return { refund: await sendRefund(reserved, actor), replay: reserved.replay };
}

/** refund.processed / refund.failed from the provider's webhook: the refund's final status. */
export async function settleRefund(
  tx: Executor,
  provider: string,
  providerRefundId: string,
  status: 'processed' | 'failed',
): Promise<boolean> {
  const [row] = await tx
    .update(refunds)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(refunds.provider, provider),
        eq(refunds.providerRefundId, providerRefundId),
        eq(refunds.status, 'pending'),
      ),
    )
    .returning();
  if (!row) return false;
  await recordOrderEvent(tx, row.orderId, 'provider', {
    kind: 'refund',
    data: { refund_id: row.id, amount: paiseToRupees(row.amountPaise), status },
  });
  return true;
}
