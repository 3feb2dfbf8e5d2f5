// The line that names what an order's coupon took off ("WELCOME500: ₹500 off", "MAKING20: 20% off making
// charges") and each line's share of the discount, read from what the order kept of the coupon's terms
//. The order, its mails and its invoice show them, so they live below both orders and invoices.
import 'server-only';
import type { OrderItemRow, OrderRow } from '@/lib/server/db/schema';
import { shareOut } from '@/lib/shared/gst/invoice-tax';
import { formatDiscount, paiseToRupees } from '@/lib/shared/money';
import { couponLabel } from '@/lib/shared/money/coupons';

type CouponColumn = 'couponCode' | 'discountPercent' | 'discountPaise' | 'couponAppliesTo';
type OrderCoupon = Pick<OrderRow, CouponColumn | 'couponAmountOffPaise' | 'couponMakingOffPaise'>;

/**
 * The order's coupon line, or null when no coupon took anything off. A making-charges coupon says what it
 * took off the making charges (before GST): "MAKING20: 20% off making charges −₹1,234".
 */
export function orderCouponLabel(order: OrderCoupon): string | null {
  if (!order.couponCode || order.discountPaise <= 0) return null;
  const label = couponLabel({
    code: order.couponCode,
    percent: order.couponAmountOffPaise === null ? order.discountPercent : null,
    amountOffPaise: order.couponAmountOffPaise,
    appliesTo: order.couponAppliesTo,
  });
  if (order.couponAppliesTo !== 'making_charges' || order.couponMakingOffPaise === null) return label;
  return `${label} ${formatDiscount(paiseToRupees(order.couponMakingOffPaise))}`;
}

/**
 * Each line's share of the order's discount: as kept when the order was placed (a making-charges coupon
 * falls only on the lines it discounted); for orders from before that was kept, shared over the lines' value.
 */
export function lineDiscounts(
  order: Pick<OrderRow, 'discountPaise'>,
  items: readonly Pick<OrderItemRow, 'discountPaise' | 'unitPricePaise' | 'quantity'>[],
): number[] {
  const kept = items.map((i) => i.discountPaise);
  if (kept.reduce((a, b) => a + b, 0) === order.discountPaise) return kept;
  return shareOut(
    order.discountPaise,
    items.map((i) => i.unitPricePaise * i.quantity),
  );
}
