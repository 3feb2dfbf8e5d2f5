// Cash on delivery. A COD order is placed through the same transaction as a paid one
// (create-order.ts), but it is confirmed at once: its stock is taken, the shopper's cart emptied and the
// confirmation mailed, while paid_at stays null. Only when the shop has the cash is it recorded as a captured
// payment (provider 'cod'), paid_at set and the tax invoice issued: revenue, reports and the invoice date all
// follow the day the money was actually had. Without a courier booking that is when the shop marks it
// delivered (it took the cash itself); a booked courier holds the cash until its remittance arrives. Cancelling it before then releases its stock
// and refunds nothing, as nothing was paid.
//
// Who may pay cash, checked in this order so the shopper hears the reason they can act on first: the shop
// offers COD at all, the owner has not turned it off for this customer, the order is within the limit, the
// account's cash for the day stays below section 269ST's (cash-per-day.ts), the courier collects cash at the pincode, and the account has no other COD order still on its way. The last
// check runs under the account's advisory lock (lockHolds), so two COD orders placed at once cannot both pass.
import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { cartItems, carts, orders, payments, shipments, users, type OrderRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { zoneOfPincode } from '@/lib/server/delivery';
import type { QueuedMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { COD_ERROR_CODES, COD_PROVIDER, type CodAvailability, type CodErrorCode } from '@/lib/shared/payment-methods';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { CASH_PER_PERSON_DAY_BELOW_PAISE, COD_CASH_LIMIT_PAISE } from '@/lib/shared/india-limits';
import { formatRupees, paiseToRupees, rupeesToPaise, payablePaise } from '@/lib/shared/money';
import type { OrderStatus } from '@/lib/shared/constants';
import type { OrderMove } from '@/lib/shared/schemas/admin-order-schema';
import { alertOrderPaid } from './owner-order-alerts';
import { queueOrderMail } from './queue-order-mail';
import { cashOfAccountOnDay } from './cash-per-day';

/** A COD order the courier has not delivered yet (and that was not cancelled). */
export const OPEN_COD_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped'];

type Refusal = { code: CodErrorCode; message: string };

/** Why this account may not pay cash for an order of this total to this pincode, or null when it may.
 *  A null pincode or total skips the checks that need them (the checkout asks before the form is filled). */
async function codRefusal(
  db: Executor,
  userId: number,
  pincode: string | null,
  totalPaise: number | null,
  cashPaise: number | null = totalPaise,
): Promise<{ refusal: Refusal | null; limitPaise: number }> {
  const settings = await readShopSettings(db);
  // Section 269ST: never ₹2,00,000 or more in cash, whatever the setting holds.
  const limitPaise = Math.min(rupeesToPaise(settings.cod_max_order_value), COD_CASH_LIMIT_PAISE);
  const refuse = (code: CodErrorCode, message: string) => ({ refusal: { code, message }, limitPaise });
  if (!settings.cod_enabled) return refuse(COD_ERROR_CODES.disabled, COD_MESSAGES.disabled);
  const [user] = await db.select({ codEnabled: users.codEnabled }).from(users).where(eq(users.id, userId));
  if (!user?.codEnabled) return refuse(COD_ERROR_CODES.customerBlocked, COD_MESSAGES.customerBlocked);
  if (totalPaise !== null && totalPaise > limitPaise)
    return refuse(COD_ERROR_CODES.aboveLimit, COD_MESSAGES.aboveLimit(formatRupees(paiseToRupees(limitPaise))));
  if (cashPaise !== null) {
    const already = await cashOfAccountOnDay(db, userId);
    if (already + cashPaise >= CASH_PER_PERSON_DAY_BELOW_PAISE) {
      const message = COD_MESSAGES.dayCashLimit(
        formatRupees(paiseToRupees(already)),
        formatRupees(paiseToRupees(CASH_PER_PERSON_DAY_BELOW_PAISE)),
      );
      return refuse(COD_ERROR_CODES.aboveLimit, message);
    }
  }
  if (pincode !== null) {
    const zone = zoneOfPincode(settings, pincode);
    if (!zone || !settings.cod_zones[zone])
      return refuse(COD_ERROR_CODES.pincodeNotServed, COD_MESSAGES.pincodeNotServed(pincode));
  }
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.paymentMethod, 'cod'), inArray(orders.status, [...OPEN_COD_STATUSES])),
    )
    .limit(1);
  if (open) return refuse(COD_ERROR_CODES.openOrder, COD_MESSAGES.openOrder(open.id));
  return { refusal: null, limitPaise };
}

/** Inside the placing transaction, after the account's lock: refuses (422) a COD order that may not be placed.
 *  Checkout passes the cash alone as `totalPaise` (what the courier collects: the total less old gold taken in
 *  exchange and the stored value spent): section 269ST's limits count cash, not what was paid otherwise. */
export async function checkCashOnDelivery(
  tx: Executor,
  userId: number,
  pincode: string,
  totalPaise: number,
  cashPaise: number = totalPaise,
): Promise<void> {
  const { refusal, limitPaise } = await codRefusal(tx, userId, pincode, totalPaise, cashPaise);
  if (refusal) throw new DomainError(refusal.code, refusal.message, { max_order_value: paiseToRupees(limitPaise) });
}

/** GET /payments/cod: what the checkout shows beside "Cash on delivery" (the order itself re-checks it all). */
export async function cashOnDeliveryAvailability(
  userId: number,
  query: { pincode?: string; total?: number },
): Promise<CodAvailability> {
  const totalPaise = query.total === undefined ? null : rupeesToPaise(query.total);
  const { refusal, limitPaise } = await codRefusal(await getDb(), userId, query.pincode ?? null, totalPaise);
  const max_order_value = paiseToRupees(limitPaise);
  return refusal
    ? { available: false, max_order_value, message: refusal.message, error_code: refusal.code }
    : { available: true, max_order_value };
}

/** The COD order just written as confirmed: the shopper's server cart emptied, the owner's alert queued and,
 *  unless the order first waits for the buyer's own confirmation (mailShopper false), the order's confirmation.
 *  No invoice yet: it is issued when the order ships. Deliver the mail after the commit. */
export async function confirmCashOnDeliveryOrder(
  tx: Executor,
  orderId: number,
  mailShopper = true,
): Promise<QueuedMail[]> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  await tx.delete(cartItems).where(eq(cartItems.userId, row.userId));
  await tx
    .update(carts)
    .set({ couponCode: null, updatedAt: sql`now()` })
    .where(eq(carts.userId, row.userId));
  return [...(mailShopper ? await queueOrderMail(tx, row, 'confirmation') : []), ...(await alertOrderPaid(tx, row))];
}

/** A COD parcel the shopper refused at the door comes back unpaid: the shop may cancel it while shipped
 *  (its stock goes back, nothing to refund), which a paid order cannot be. */
export function codRefusedAtDoorMoves(
  order: Pick<OrderRow, 'paymentMethod' | 'paidAt' | 'status'>,
): OrderMove['status'][] {
  return order.paymentMethod === 'cod' && !order.paidAt && order.status === 'shipped' ? ['cancelled'] : [];
}

export type CashCollection = { amountPaise: number; paidAt: Date; source: 'delivery' | 'remittance' };

/** A COD order whose cash the shop now has, in that transaction: the cash is a captured payment, the order is
 *  paid as of that day (its tax invoice was issued when it shipped). Marked delivered by hand (no courier
 *  booking), the shop took the cash itself at delivery; a parcel a booked courier delivered is paid when the
 *  courier's remittances cover it (settleCodByRemittances). */
export async function collectCashOnDelivery(
  tx: Executor,
  order: OrderRow,
  collection: CashCollection = {
    amountPaise: payablePaise(order),
    paidAt: order.deliveredAt ?? new Date(),
    source: 'delivery',
  },
): Promise<void> {
  if (order.paymentMethod !== 'cod' || order.paidAt) return;
  if (collection.source === 'delivery' && (await bookedWithCourier(tx, order.id))) return;
  const key = `cod_order_${order.id}`;
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: COD_PROVIDER,
      providerPaymentId: key,
      providerOrderId: key,
      amountPaise: collection.amountPaise,
      currency: order.currency,
      status: 'captured',
      source: collection.source,
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
  await tx
    .update(orders)
    .set({ paidAt: collection.paidAt, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
}

/** Whether a courier was booked for the order (its cash then comes by remittance, whoever marks it delivered). */
async function bookedWithCourier(tx: Executor, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}
