// The coupon's percent as the database knows it now. A private copy until the cart feature's
// lib/server/coupons is merged; the lead will keep one of the two.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { coupons } from '@/lib/server/db/schema';

export async function activeCouponPercent(db: Executor, code: string): Promise<number | null> {
  const [row] = await db
    .select({ percent: coupons.percent })
    .from(coupons)
    .where(and(eq(coupons.code, code.trim().toUpperCase()), eq(coupons.active, true)))
    .limit(1);
  return row?.percent ?? null;
}
