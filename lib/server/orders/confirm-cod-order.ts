// A new account's first cash-on-delivery order is confirmed before the shop sends it: by the shopper, through
// the link mailed with the order, or by the shop, which calls the number on the order (the usual Indian COD
// check) and moves it to processing. Until then the order holds its stock like an unpaid card order (its
// pieces count against the hold limits, hold-limits.ts); unconfirmed within cod_confirm_hours it is
// cancelled and its stock released by the sweep, which claims each order with FOR UPDATE SKIP LOCKED so
// several instances sweeping at once release each order once.
//
// "New" is an account with no paid order yet: a customer who has paid once, online or in cash, is trusted.
import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, users } from '@/lib/server/db/schema';
import { hashToken, randomToken } from '@/lib/server/auth';
import { invalidateProducts } from '@/lib/server/cache';
import { DomainError } from '@/lib/server/errors';
import { codConfirmMail, deliverQueuedMail, queueMail, type QueuedMail } from '@/lib/server/mail';
import { siteUrl } from '@/lib/server/seo';
import { readShopSettings } from '@/lib/server/settings';
import { COD_CONFIRM_MESSAGES as M } from '@/lib/shared/messages/cod-confirmation';
import { COD_CONFIRM_ERROR_CODES } from '@/lib/shared/schemas/cod-confirmation-schema';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { orderNotFound } from './order-errors';
import { orderView } from './order-view';
import { appendOrderNote } from './order-transitions';
import { queueOrderMail } from './queue-order-mail';
import { releaseOrder } from './release-order';
import { codConfirmationSender } from './whatsapp-order-updates';

const BATCH = 100;

/** An order that still waits for its confirmation: placed, unconfirmed, and not taken on by the shop. */
export const awaitingCodConfirmation = and(
  eq(orders.paymentMethod, 'cod'),
  eq(orders.status, 'confirmed'),
  isNotNull(orders.codConfirmBy),
  isNull(orders.codConfirmedAt),
)!;

async function hasPaidOrder(tx: Executor, userId: number): Promise<boolean> {
  const [paid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return !!paid;
}

/** The link the shopper confirms with: their orders page, which offers the button. */
export function codConfirmLink(orderId: number, token: string): string {
  const url = new URL('/orders', siteUrl());
  url.searchParams.set('cod_order', String(orderId));
  url.searchParams.set('cod_token', token);
  return url.toString();
}

/**
 * In the placing transaction, right after a COD order is written: when the account has never paid, the order
 * waits for a confirmation until cod_confirm_hours from now (the database's clock) and its link is mailed.
 */
export async function requireCodConfirmation(tx: Executor, orderId: number, userId: number): Promise<QueuedMail[]> {
  if (await hasPaidOrder(tx, userId)) return [];
  const settings = await readShopSettings(tx);
  const token = randomToken();
  const [row] = await tx
    .update(orders)
    .set({
      codConfirmBy: sql`${orders.createdAt} + make_interval(hours => ${settings.cod_confirm_hours})`,
      codConfirmTokenHash: hashToken(token),
    })
    .where(eq(orders.id, orderId))
    .returning();
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  // An account made with a mobile number and no address has no mail to send.
  if (!row || !user?.email) return [];
  const link = codConfirmLink(orderId, token);
  const mail = codConfirmMail(
    settings,
    user.email,
    { id: orderId, firstName: user.firstName },
    link,
    settings.cod_confirm_hours,
  );
  const queued = await queueMail(tx, mail);
  // The same request on WhatsApp when the order has a mobile number (whatsapp-cod.ts reads the buttons).
  const ask = await codConfirmationSender(tx, row);
  return [ask ? { ...queued, side: { send: ask, held: false } } : queued];
}

/** The shopper's confirmation, from the mailed link: their own order, the right token, before its time is up. */
export async function confirmCodOrder(userId: number, orderId: number, token: string): Promise<ApiOrder> {
  const db = await getDb();
  const [row] = await db
    .select({ tokenHash: orders.codConfirmTokenHash })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw orderNotFound();
  if (!row.tokenHash || row.tokenHash !== hashToken(token))
    throw new DomainError(COD_CONFIRM_ERROR_CODES.invalidLink, M.invalidLink);
  const mail = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(orders)
      .set({ codConfirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), awaitingCodConfirmation, gt(orders.codConfirmBy, sql`now()`)))
      .returning();
    if (!confirmed) throw new DomainError(COD_CONFIRM_ERROR_CODES.closed, M.closed);
    // Only now is the order's confirmation sent: until this, the shopper had the request to confirm alone.
    return queueOrderMail(tx, confirmed, 'confirmation');
  });
  await deliverQueuedMail(mail);
  const view = await orderView(db, orderId);
  if (!view) throw orderNotFound();
  return view;
}

/**
 * The shop moving an order on (to processing, after its phone call) confirms it; call in that transaction.
 * Answers the order's confirmation mail when this confirmed it (deliver it after the commit).
 */
export async function confirmCodByShop(tx: Executor, orderId: number): Promise<QueuedMail[]> {
  const [confirmed] = await tx
    .update(orders)
    .set({ codConfirmedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNotNull(orders.codConfirmBy), isNull(orders.codConfirmedAt)))
    .returning();
  return confirmed ? queueOrderMail(tx, confirmed, 'confirmation') : [];
}

/**
 * An order still waiting for its confirmation, cancelled (only once its time is up, with `onlyIfDue`): its
 * stock back, the note on it and the cancellation mail queued. Null when it no longer waits.
 */
export async function cancelAwaitingCodOrder(
  tx: Executor,
  orderId: number,
  note: string,
  onlyIfDue: boolean,
): Promise<{ productIds: number[]; mail: QueuedMail[] } | null> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        awaitingCodConfirmation,
        onlyIfDue ? lte(orders.codConfirmBy, sql`now()`) : undefined,
      ),
    )
    .returning();
  if (!cancelled) return null;
  // The pieces go back on sale and any gift card, credit or plan money back to where it came from.
  const productIds = await releaseOrder(tx, orderId);
  await appendOrderNote(tx, orderId, note);
  return { productIds, mail: await queueOrderMail(tx, cancelled, 'cancellation') };
}

/** Cancels first COD orders nobody confirmed in time, stock back and the shopper told; answers how many. */
export async function releaseUnconfirmedCodOrders(): Promise<number> {
  const db = await getDb();
  let count = 0;
  const released: number[] = [];
  const mail: QueuedMail[] = [];
  for (let i = 0; i < BATCH; i++) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(awaitingCodConfirmation, lte(orders.codConfirmBy, sql`now()`)))
        .orderBy(asc(orders.codConfirmBy))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!claimed) return null;
      // Conditional on what was claimed: a confirmation that won the row first leaves nothing to cancel.
      const cancelled = await cancelAwaitingCodOrder(tx, claimed.id, M.releasedNote, true);
      if (!cancelled) return [];
      released.push(...cancelled.productIds);
      mail.push(...cancelled.mail);
      return [claimed.id];
    });
    if (done === null) break;
    count += done.length;
  }
  if (released.length) invalidateProducts(released);
  if (mail.length) void deliverQueuedMail(mail);
  return count;
}
