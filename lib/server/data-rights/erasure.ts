// Erasure (DPDP Act s.12(3)): the account is closed in one transaction. Its sign-in identity, sessions,
// cart, alerts, reviews, consents and kept mail go; its orders, their lines, payments, refunds and tax
// documents stay (CGST Act s.36: 72 months after the year's annual return), attached to the users row
// turned into a tombstone (no name, a placeholder address, no password, erased_at set) and stripped of
// the buyer's phone and email; the name and address the invoice prints stay on the order. The buyer's
// address is free to register a new account. Refused while something still needs the account.
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, rowsOf, type Executor } from '@/lib/server/db';
import {
  cartItems,
  cartReminders,
  carts,
  consentEvents,
  loginFailures,
  mailOutbox,
  outboundMessages,
  orders,
  otpSendEvents,
  otpSessions,
  productAlerts,
  productReviews,
  refunds,
  returnRequests,
  reviewInvitations,
  sessions,
  taxDocuments,
  users,
} from '@/lib/server/db/schema';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import type { AuthenticatedSession } from '@/lib/server/auth';
import { DomainError, notFound } from '@/lib/server/errors';
import { brandedMail, deliverQueuedMail, queueMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { ADMIN_ERROR_CODES, DATA_RIGHTS_ERROR_CODES } from '@/lib/shared/error-codes';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import { ADMIN_CUSTOMER_MESSAGES } from '@/lib/shared/messages/admin-customers';
import { requireFreshSession } from './fresh-session';

/** Orders still under way: the account is needed to follow, pay or receive them. */
const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'returned_to_origin'] as const;
const OPEN_RETURN_STATUSES = ['requested', 'approved', 'received'] as const;

export type ErasureBlocker = {
  kind: 'open_orders' | 'pending_returns' | 'pending_refunds' | 'unspent_stored_value';
  order_ids: number[];
  message: string;
};

/**
 * Store credit or savings plan money still held in the buyer's name, or a plan still being paid: erasing would
 * lose money the shop owes them. (A gift card belongs to whoever holds its code, not to an account.)
 */
async function storedValueBlockers(tx: Executor, userId: number): Promise<ErasureBlocker[]> {
  const [held] = rowsOf<{ paise: string | number | null }>(
    await tx.execute(sql`
      SELECT coalesce(sum(balance_paise), 0) AS paise FROM stored_values
        WHERE user_id = ${userId} AND status = 'active' AND balance_paise > 0`),
  );
  const [plans] = rowsOf<{ paise: string | number | null }>(
    await tx.execute(sql`
      SELECT coalesce(sum(i.amount_paise), 0) AS paise FROM savings_instalments i
        JOIN savings_enrolments e ON e.id = i.enrolment_id
        WHERE e.user_id = ${userId} AND e.status = 'active' AND i.status = 'paid'`),
  );
  const paise = Number(held?.paise ?? 0) + Number(plans?.paise ?? 0);
  if (paise <= 0) return [];
  return [
    {
      kind: 'unspent_stored_value',
      order_ids: [],
      message: M.blockers.unspent_stored_value(formatRupees(paiseToRupees(paise))),
    },
  ];
}

async function blockersOf(tx: Executor, userId: number): Promise<ErasureBlocker[]> {
  const ids = (rows: { orderId: number }[]) => [...new Set(rows.map((r) => r.orderId))].sort((a, b) => a - b);
  const [open, returns, refunding] = await Promise.all([
    tx
      .select({ orderId: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_ORDER_STATUSES]))),
    tx
      .select({ orderId: returnRequests.orderId })
      .from(returnRequests)
      .where(and(eq(returnRequests.userId, userId), inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]))),
    tx
      .select({ orderId: refunds.orderId })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(orders.userId, userId), eq(refunds.status, 'pending'))),
  ]);
  const blockers: ErasureBlocker[] = [];
  if (open.length)
    blockers.push({ kind: 'open_orders', order_ids: ids(open), message: M.blockers.open_orders(ids(open)) });
  if (returns.length)
    blockers.push({
      kind: 'pending_returns',
      order_ids: ids(returns),
      message: M.blockers.pending_returns(ids(returns)),
    });
  if (refunding.length)
    blockers.push({
      kind: 'pending_refunds',
      order_ids: ids(refunding),
      message: M.blockers.pending_refunds(ids(refunding)),
    });
  return [...blockers, ...(await storedValueBlockers(tx, userId))];
}

/** The placeholder address of an erased account: unique per account, and not a deliverable domain (RFC 2606). */
const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** Erases in one transaction and queues the last mail; answers the order ids kept. */
async function erase(userId: number, audit: (tx: Executor) => Promise<void>): Promise<{ kept_order_ids: number[] }> {
  const db = await getDb();
  const { mail, kept } = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.erasedAt) throw notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
    if (user.role !== 'customer')
      throw new DomainError(ADMIN_ERROR_CODES.conflict, ADMIN_CUSTOMER_MESSAGES.staffAccount);
    const blockers = await blockersOf(tx, userId);
    if (blockers.length) throw new DomainError(DATA_RIGHTS_ERROR_CODES.erasureBlocked, M.erasureBlocked, { blockers });
    // An account made with a mobile number may have no address: nothing is keyed on an empty one.
    const email = user.email ?? '';
    const keptOrders = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.id);
    const keptIds = keptOrders.map((o) => o.id);
    const docs = keptIds.length
      ? await tx
          .select({ number: taxDocuments.number, orderId: taxDocuments.orderId })
          .from(taxDocuments)
          .where(inArray(taxDocuments.orderId, keptIds))
      : [];
    // What goes.
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.delete(carts).where(eq(carts.userId, userId));
    await tx.delete(cartReminders).where(eq(cartReminders.userId, userId));
    await tx.delete(productAlerts).where(sql`${productAlerts.userId} = ${userId} OR ${productAlerts.email} = ${email}`);
    await tx.delete(productReviews).where(eq(productReviews.userId, userId));
    await tx.delete(reviewInvitations).where(eq(reviewInvitations.userId, userId));
    await tx.delete(consentEvents).where(eq(consentEvents.userId, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await tx
      .delete(outboundMessages)
      .where(
        user.phone
          ? sql`${outboundMessages.userId} = ${userId} OR ${outboundMessages.toPhone} = ${user.phone}`
          : eq(outboundMessages.userId, userId),
      );
    await tx.delete(otpSessions).where(eq(otpSessions.email, email));
    await tx.delete(otpSendEvents).where(eq(otpSendEvents.email, email));
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    // What the invoice does not need leaves the kept orders: the phone, the email, the buyer's note, the client.
    await tx
      .update(orders)
      .set({
        shippingAddress: sql`jsonb_set(${orders.shippingAddress} - 'email', '{phone}', '""'::jsonb)`,
        notes: null,
        clientIp: null,
        codConfirmTokenHash: null,
      })
      .where(eq(orders.userId, userId));
    // The tombstone the kept orders point to.
    await tx
      .update(users)
      .set({
        email: erasedEmail(userId),
        firstName: '',
        lastName: '',
        passwordHash: '!erased',
        avatarUrl: null,
        emailVerifiedAt: null,
        phone: null,
        phoneVerifiedAt: null,
        nomineeName: null,
        nomineeEmail: null,
        nomineePhone: null,
        disabledAt: sql`now()`,
        erasedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await audit(tx);
    const settings = await readShopSettings(tx);
    const subject = M.erasedMailSubject(settings.company.name);
    if (!email) return { mail: null, kept: keptIds };
    const queued = await queueMail(tx, {
      to: email,
      ...brandedMail(settings, subject, subject, {
        heading: M.erasedMailHeading,
        paragraphs: [`Hello ${user.firstName},`, ...M.erasedMailLines],
        rows: keptIds.map((id) => ({
          label: `Order #${id}`,
          value:
            docs
              .filter((d) => d.orderId === id)
              .map((d) => d.number)
              .join(', ') || '\u2014',
        })),
      }),
    });
    return { mail: queued, kept: keptIds };
  });
  if (mail) await deliverQueuedMail([mail]);
  return { kept_order_ids: kept };
}

/** The buyer erases their own account (a fresh session). */
export async function eraseOwnAccount(session: AuthenticatedSession, clientIp: string) {
  requireFreshSession(session);
  return erase(session.user.id, (tx) =>
    recordAudit(
      tx,
      { label: 'buyer', userId: null, clientIp },
      {
        action: 'customer.erase',
        entityType: 'user',
        entityId: session.user.id,
        after: { by: 'buyer' },
      },
    ),
  );
}

/** The owner erases on the buyer's written request: customers permission, a recent password, audited. */
export async function eraseCustomerAccount(actor: StaffActor, userId: number, request: { reference: string }) {
  // Seeing customers, and locking one out (owner-only): erasure is both, and for good.
  authorize(actor, 'customers');
  authorize(actor, 'customers:disable');
  requireRecentPassword(actor);
  return erase(userId, (tx) =>
    recordAudit(tx, actor, {
      action: 'customer.erase',
      entityType: 'user',
      entityId: userId,
      after: { by: 'owner', written_request: request.reference },
    }),
  );
}
