// What an order keeps of its coupon's terms; coupons/order-coupon-label.ts reads them back into the
// line the order, its mails and its invoice show.
import 'server-only';
import type { OrderRow } from '@/lib/server/db/schema';
import type { PricedOrder } from './price-order';

export function couponColumns(
  priced: PricedOrder,
): Pick<OrderRow, 'couponAppliesTo' | 'couponAmountOffPaise' | 'couponMakingOffPaise'> {
  return {
    couponAppliesTo: priced.coupon?.appliesTo ?? 'order',
    couponAmountOffPaise: priced.coupon?.amountOffPaise ?? null,
    couponMakingOffPaise: priced.totals.makingOffPaise ?? null,
  };
}
