// What placing an order answers with: the order as the shopper sees it, read right after it was written, and
// the answer for an order stored value paid in full (confirmed, nothing to pay).
import 'server-only';
import { getDb } from '@/lib/server/db';
import { CHECKOUT_STORED_VALUE_MESSAGES } from '@/lib/shared/messages/checkout-stored-value';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiOrder, CoveredOrderResponse } from '@/lib/shared/schemas/checkout-schema';
import { orderView } from './order-view';

export async function placedOrderView(orderId: number): Promise<ApiOrder> {
  const view = await orderView(await getDb(), orderId);
  if (!view) throw new Error(`Order ${orderId} not found right after it was written`);
  return view;
}

/** Paid in full by stored value: the confirmed order, and nothing to pay. */
export async function coveredAnswer(placed: {
  orderId: number;
  totalPaise: number;
  currency: string;
}): Promise<CoveredOrderResponse> {
  return {
    id: placed.orderId,
    amount: 0,
    total_amount: paiseToRupees(placed.totalPaise),
    currency: placed.currency,
    covered: true,
    message: CHECKOUT_STORED_VALUE_MESSAGES.coveredPlaced,
    order: await placedOrderView(placed.orderId),
  };
}
