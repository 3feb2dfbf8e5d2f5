// Pending orders hold their stock for 30 minutes. Past that, they expire to payment_failed and their stock
// returns: lazily when orders are read or created, and every minute by the sweep started at server boot.
import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache';
import { failPendingOrder } from './order-transitions';
import { releaseUnconfirmedCodOrders } from './confirm-cod-order';
import { remindUnansweredCodOrders } from './whatsapp-cod';
import { repeatInProcess } from '@/lib/server/process';
import { sendCartReminders } from '@/lib/server/marketing';

export const ORDER_HOLD_MINUTES = 30;
export const EXPIRY_SWEEP_MS = 60_000;
const BATCH = 100;

/**
 * Expires stale pending orders (of one shopper, or of everyone); answers how many expired. Each order is
 * claimed in its own transaction with FOR UPDATE SKIP LOCKED: with several instances sweeping at once, each
 * takes different orders and every expired order gives its stock back once. A payment confirming an order
 * meanwhile holds its row, so the sweep passes it by.
 */
export async function expireStaleOrders(options: { userId?: number } = {}): Promise<number> {
  const db = await getDb();
  let expired = 0;
  const released: number[] = [];
  for (let i = 0; i < BATCH; i++) {
    const productIds = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            lte(orders.expiresAt, sql`now()`),
            options.userId === undefined ? undefined : eq(orders.userId, options.userId),
          ),
        )
        .orderBy(asc(orders.expiresAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return claimed ? ((await failPendingOrder(tx, claimed.id, true)) ?? []) : null;
    });
    if (productIds === null) break;
    expired++;
    released.push(...productIds);
  }
  if (released.length) invalidateProducts(released);
  return expired;
}

/** Started once per server process (instrumentation.ts); instances sweeping at once claim different orders. */
export function startExpirySweep(intervalMs = EXPIRY_SWEEP_MS): void {
  repeatInProcess('order-expiry-sweep', intervalMs, () => expireStaleOrders(), '[orders] expiry sweep failed');
  repeatInProcess(
    'cod-confirmation-sweep',
    intervalMs,
    // Half-way through, one WhatsApp reminder to a request still unanswered; at the end, the release.
    async () => (await remindUnansweredCodOrders()) + (await releaseUnconfirmedCodOrders()),
    '[orders] unconfirmed COD sweep failed',
  );
  // Carts left untouched: one reminder each to shoppers who agreed to marketing mail, a bounded batch a minute.
  repeatInProcess(
    'cart-reminder-sweep',
    intervalMs,
    () => sendCartReminders(),
    '[marketing] cart reminder sweep failed',
  );
}
