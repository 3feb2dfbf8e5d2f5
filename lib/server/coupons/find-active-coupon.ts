// Coupon lookup for the cart and for order pricing: one place decides what a valid code is.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { coupons } from '@/lib/server/db/schema';

export type ActiveCoupon = { code: string; percent: number };

/** Codes are stored upper-case; a shopper may type them in any case and with stray spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findActiveCoupon(code: string, db?: Executor): Promise<ActiveCoupon | null> {
  const normalised = normaliseCouponCode(code);
  if (!normalised || normalised.length > 40) return null;
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({ code: coupons.code, percent: coupons.percent })
    .from(coupons)
    .where(and(eq(coupons.code, normalised), eq(coupons.active, true)))
    .limit(1);
  return row ?? null;
}
