// Coupon rules for the cart and for order pricing: one place decides whether a code applies. A code applies
// while it is active and inside its dates, while its total usage limit is not reached, once per customer when
// it says so, and from its minimum order value. Orders count as uses unless cancelled or unpaid and failed.
import 'server-only';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { coupons, orders } from '@/lib/server/db/schema';
import { COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { COUPON_RULE_MESSAGES } from '@/lib/shared/messages/coupon-rules';
import { paiseToRupees } from '@/lib/shared/money';
import { describeCouponTerms, type CouponTerms } from '@/lib/shared/money/coupons';

/** Its terms (percent or amount off, off the order or the making charges) and its minimum order. */
export type ActiveCoupon = CouponTerms & { minOrderPaise: number };

/** Codes are stored upper-case; a shopper may type them in any case and with stray spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export type CouponContext = {
  db?: Executor;
  /** The shopper, for once-per-customer codes; absent for a guest's look-up. */
  userId?: number;
  /** The cart's subtotal, for minimum order values; absent for a guest's look-up. */
  subtotalPaise?: number;
  /** The cart's making charges (pieces priced by weight), for making-charges coupons; absent for a guest's look-up. */
  makingPaise?: number;
  /** Inside order creation: lock the coupon's row, so two orders cannot both take its last use. */
  lock?: boolean;
  now?: Date;
};

export type CouponCheck = { ok: true; coupon: ActiveCoupon } | { ok: false; message: string };

const NOT_A_USE = ['cancelled', 'payment_failed'] as const;

export async function checkCoupon(code: string, context: CouponContext = {}): Promise<CouponCheck> {
  const normalised = normaliseCouponCode(code);
  const invalid = { ok: false as const, message: COUPON_MESSAGES.invalid };
  if (!normalised || normalised.length > 40) return invalid;
  const db = context.db ?? (await getDb());
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalised), eq(coupons.active, true)))
    .limit(1);
  const [row] = context.lock ? await query.for('update') : await query;
  if (!row) return invalid;
  const now = context.now ?? new Date();
  if (row.startsAt && now < row.startsAt) return { ok: false, message: COUPON_RULE_MESSAGES.notYet };
  if (row.endsAt && now >= row.endsAt) return { ok: false, message: COUPON_RULE_MESSAGES.expired };
  if (context.subtotalPaise !== undefined && context.subtotalPaise < row.minOrderPaise) {
    return { ok: false, message: COUPON_RULE_MESSAGES.minimum(paiseToRupees(row.minOrderPaise)) };
  }
  const uses = (extra?: ReturnType<typeof eq>) =>
    db
      .select({ total: count() })
      .from(orders)
      .where(and(eq(orders.couponCode, row.code), notInArray(orders.status, [...NOT_A_USE]), extra));
  if (row.usageLimit !== null) {
    const [{ total }] = await uses();
    if (total >= row.usageLimit) return { ok: false, message: COUPON_RULE_MESSAGES.usedUp };
  }
  if (row.oncePerCustomer && context.userId !== undefined) {
    const [{ total }] = await uses(eq(orders.userId, context.userId));
    if (total > 0) return { ok: false, message: COUPON_RULE_MESSAGES.alreadyUsed };
  }
  const coupon: ActiveCoupon = {
    code: row.code,
    percent: row.percent,
    amountOffPaise: row.amountOffPaise,
    appliesTo: row.appliesTo,
    minOrderPaise: row.minOrderPaise,
  };
  // A making-charges coupon on a cart with nothing priced by weight would take nothing: said rather than shown as ₹0.
  if (coupon.appliesTo === 'making_charges' && context.makingPaise !== undefined && context.makingPaise <= 0) {
    return { ok: false, message: COUPON_RULE_MESSAGES.noMakingCharges(describeCouponTerms(coupon)) };
  }
  return { ok: true, coupon };
}

/** The coupon when it applies in this context, or null. */
export async function findActiveCoupon(
  code: string,
  context: CouponContext | Executor = {},
): Promise<ActiveCoupon | null> {
  const check = await checkCoupon(code, 'select' in context ? { db: context } : context);
  return check.ok ? check.coupon : null;
}
