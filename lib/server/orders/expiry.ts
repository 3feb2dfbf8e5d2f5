// Pending orders hold their stock for 30 minutes. Past that, they expire to payment_failed and their stock
// returns: lazily when orders are read or created, and every minute by the sweep started at server boot.
import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache/invalidate';
import { failPendingOrder } from './order-transitions';

export const ORDER_HOLD_MINUTES = 30;
export const EXPIRY_SWEEP_MS = 60_000;
const BATCH = 100;

/** Expires stale pending orders (of one shopper, or of everyone); answers how many expired. */
export async function expireStaleOrders(options: { userId?: number } = {}): Promise<number> {
  const db = await getDb();
  const stale = await db
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
    .limit(BATCH);
  let expired = 0;
  const released: number[] = [];
  for (const { id } of stale) {
    // One transaction per order: a payment confirming one order meanwhile simply wins that row.
    const productIds = await db.transaction((tx) => failPendingOrder(tx, id, true));
    if (productIds) {
      expired++;
      released.push(...productIds);
    }
  }
  if (released.length) invalidateProducts(released);
  return expired;
}

const sweepKey = Symbol.for('jewelry-storefront.order-expiry-sweep');
type GlobalWithSweep = typeof globalThis & { [sweepKey]?: ReturnType<typeof setInterval> };

/** Started once per server process (instrumentation.ts); several instances sweeping at once is harmless. */
export function startExpirySweep(intervalMs = EXPIRY_SWEEP_MS): void {
  const store = globalThis as GlobalWithSweep;
  if (store[sweepKey]) return;
  let running = false;
  store[sweepKey] = setInterval(() => {
    if (running) return;
    running = true;
    expireStaleOrders()
      .catch((error: unknown) => console.error('[orders] expiry sweep failed', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  store[sweepKey].unref?.();
}
