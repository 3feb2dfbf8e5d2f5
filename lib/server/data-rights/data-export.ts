// "See and take" (DPDP Act s.11): everything the shop holds about a buyer, as one JSON document. Amounts are
// rupees; payment ids are masked (the provider's id reduced to its last four characters); times are ISO UTC.
import 'server-only';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import {
  cartItems,
  mailOutbox,
  orderItems,
  orders,
  payments,
  productAlerts,
  productReviews,
  products,
  refunds,
  returnRequests,
  sessions,
  taxDocuments,
  users,
} from '@/lib/server/db/schema';
import { consentHistory, currentConsents } from '@/lib/server/consents';
import type { AuthenticatedSession } from '@/lib/server/auth';
import { paiseToRupees } from '@/lib/shared/money';
import { requireFreshSession } from './fresh-session';
import { DATA_PROCESSORS } from './processors';
import { phoneMessagesOf, storedValueOf } from './export-extras';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** 'pay_Abc123XYZ9' -> '…XYZ9': enough to match a bank statement, not to act on the payment. */
function maskId(id: string | null): string | null {
  return id ? `\u2026${id.slice(-4)}` : null;
}

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(Number(paise)));

async function ordersOf(userId: number) {
  const db = await getDb();
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  const ids = rows.map((o) => o.id);
  const none = ids.length === 0;
  const [lines, docs, paid, refunded] = none
    ? [[], [], [], []]
    : await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
        db
          .select({
            orderId: taxDocuments.orderId,
            kind: taxDocuments.kind,
            number: taxDocuments.number,
            issuedAt: taxDocuments.issuedAt,
            replacedAt: taxDocuments.replacedAt,
          })
          .from(taxDocuments)
          .where(inArray(taxDocuments.orderId, ids))
          .orderBy(asc(taxDocuments.id)),
        db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
        db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
      ]);
  return rows.map((o) => ({
    id: o.id,
    status: o.status,
    placed_at: o.createdAt,
    paid_at: o.paidAt,
    shipped_at: o.shippedAt,
    delivered_at: o.deliveredAt,
    cancelled_at: o.cancelledAt,
    payment_method: o.paymentMethod,
    total: rupees(o.totalPaise),
    shipping: rupees(o.shippingPaise),
    discount: rupees(o.discountPaise),
    coupon_code: o.couponCode,
    shipping_address: o.shippingAddress,
    buyer_pan: o.buyerPan,
    form_60: o.form60,
    notes: o.notes,
    courier: o.courier,
    tracking_number: o.trackingNumber,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        product_name: l.productName,
        size: l.size,
        quantity: l.quantity,
        unit_price: rupees(l.unitPricePaise),
        subtotal: rupees(l.subtotalPaise),
        hsn_code: l.hsnCode,
        huids: l.huids,
        engraving_text: l.engravingText,
      })),
    documents: docs
      .filter((d) => d.orderId === o.id)
      .map((d) => ({ kind: d.kind, number: d.number, issued_at: d.issuedAt, replaced_at: d.replacedAt })),
    payments: paid
      .filter((p) => p.orderId === o.id)
      .map((p) => ({
        provider: p.provider,
        payment_id: maskId(p.providerPaymentId),
        amount: rupees(p.amountPaise),
        currency: p.currency,
        status: p.status,
        at: p.createdAt,
      })),
    refunds: refunded
      .filter((r) => r.orderId === o.id)
      .map((r) => ({
        provider: r.provider,
        refund_id: maskId(r.providerRefundId),
        amount: rupees(r.amountPaise),
        status: r.status,
        at: r.createdAt,
      })),
  }));
}

/** The addresses the shop holds: those orders were sent to (the shop keeps no separate address book). */
function addressesOf(list: Awaited<ReturnType<typeof ordersOf>>) {
  const seen = new Map<string, { address: (typeof list)[number]['shipping_address']; last_used_at: Date }>();
  for (const order of list) {
    const key = JSON.stringify(order.shipping_address);
    if (!seen.has(key)) seen.set(key, { address: order.shipping_address, last_used_at: order.placed_at });
  }
  return [...seen.values()];
}

export async function exportBuyerData(session: AuthenticatedSession) {
  requireFreshSession(session);
  const userId = session.user.id;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const since = new Date(Date.now() - YEAR_MS);
  const [orderList, returns, reviews, alerts, cart, signIns, mail, consents, history, texts, held] = await Promise.all([
    ordersOf(userId),
    db.select().from(returnRequests).where(eq(returnRequests.userId, userId)).orderBy(desc(returnRequests.createdAt)),
    db
      .select({ review: productReviews, product: products.name })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.userId, userId)),
    db
      .select({ alert: productAlerts, product: products.name })
      .from(productAlerts)
      .innerJoin(products, eq(products.id, productAlerts.productId))
      .where(eq(productAlerts.userId, userId)),
    db
      .select({
        product: products.name,
        size: cartItems.size,
        quantity: cartItems.quantity,
        added_at: cartItems.createdAt,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId)),
    db
      .select({
        signed_in_at: sessions.createdAt,
        last_used_at: sessions.lastUsedAt,
        ended_at: sessions.revokedAt,
        ip: sessions.ip,
        user_agent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gte(sessions.createdAt, since)))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({ subject: mailOutbox.subject, at: mailOutbox.createdAt, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, session.user.email ?? ''))
      .orderBy(desc(mailOutbox.createdAt)),
    currentConsents(db, userId),
    consentHistory(db, userId),
    phoneMessagesOf(db, userId, session.user.phone ?? null),
    storedValueOf(db, userId),
  ]);
  return {
    exported_at: new Date(),
    profile: {
      id: user!.id,
      email: user!.email,
      first_name: user!.firstName,
      last_name: user!.lastName,
      avatar: user!.avatarUrl,
      email_verified_at: user!.emailVerifiedAt,
      registered_at: user!.createdAt,
      cash_on_delivery_allowed: user!.codEnabled,
    },
    addresses: addressesOf(orderList),
    orders: orderList,
    returns: returns.map((r) => ({
      order_id: r.orderId,
      status: r.status,
      reason: r.reason,
      amount: rupees(r.amountPaise),
      requested_at: r.createdAt,
      decided_at: r.decidedAt,
      decision_note: r.decisionNote,
    })),
    reviews: reviews.map(({ review, product }) => ({
      product,
      rating: review.rating,
      title: review.title,
      body: review.body,
      photo: review.photoUrl,
      status: review.status,
      written_at: review.createdAt,
    })),
    // The wishlist is kept in the buyer's own browser (localStorage), never sent to the shop: nothing to list.
    wishlist: [] as never[],
    cart,
    alerts: alerts.map(({ alert, product }) => ({
      product,
      kind: alert.kind,
      size: alert.size || null,
      asked_at: alert.createdAt,
      last_mailed_at: alert.lastMailedAt,
    })),
    stored_value: held,
    consents: { current: consents, history },
    sign_ins: signIns,
    messages: [
      ...mail.map((m) => ({ channel: 'mail' as const, subject: m.subject, at: m.at, status: m.status })),
      ...texts,
    ],
    processors: DATA_PROCESSORS,
  };
}
