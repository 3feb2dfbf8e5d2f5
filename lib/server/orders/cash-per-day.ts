// Section 269ST counts the cash one person pays in a day, not each order alone (docs/money-rules.md). The person
// is the account: every order belongs to one, and an account is one verified email address (checkout signs a
// guest in first, by a code mailed to that address, so a guest's orders are an account's too). The day is
// India's. A COD order counts on the day it was placed (its cash is promised then) and on the day its cash was
// had; cancelled orders and parcels that came back undelivered count on no day, as no cash changed hands.
import 'server-only';
import { and, eq, gte, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { istDayStart, shopToday } from '@/lib/shared/shop-time';
import type { OrderStatus } from '@/lib/shared/constants';

/** COD orders whose cash was never had and never will be. */
const NO_CASH: readonly OrderStatus[] = ['cancelled', 'payment_failed', 'returned_to_origin'];

/** The cash (paise) an account's COD orders take on the IST day of `now`: what is to be collected or was. */
export async function cashOfAccountOnDay(db: Executor, userId: number, now: Date = new Date()): Promise<number> {
  const day = shopToday(now);
  const from = istDayStart(day);
  const to = istDayStart(day, 1);
  const within = (column: typeof orders.createdAt | typeof orders.paidAt) => and(gte(column, from), lt(column, to));
  const [row] = await db
    .select({
      cash: sql<number>`coalesce(sum(${orders.totalPaise} - ${orders.exchangeCreditPaise} - ${orders.storedValuePaise}), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cod'),
        notInArray(orders.status, [...NO_CASH]),
        or(within(orders.createdAt), within(orders.paidAt)),
      ),
    );
  return row?.cash ?? 0;
}
