// What has gone back of an order, as SQL a query of orders can sum beside the total: every sales figure (the
// dashboard, the sales report, a customer's spend, the orders CSV) is net of it. A refund counts from the moment
// it is reserved (pending) until it fails, so money on its way back is never shown as takings. What the shop paid
// for old gold that tested above its quote is a purchase of gold, not a sales return: it is left out here and
// summed on its own (oldGoldBoughtPaiseSql).
import 'server-only';
import { sql } from 'drizzle-orm';

/** Paise refunded on the outer query's orders row (correlated subquery; the row is named in full). */
export const refundedPaiseSql = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.order_id = "orders"."id" and r.status <> 'failed' and r.purpose = 'refund')`;

/** Paise paid for old gold on the outer query's orders row (an excess over its quote), not failed. */
export const oldGoldBoughtPaiseSql = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.order_id = "orders"."id" and r.status <> 'failed' and r.purpose = 'old_gold_purchase')`;
