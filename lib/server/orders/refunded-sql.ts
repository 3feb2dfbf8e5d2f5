// What has gone back, as SQL: one definition read by the refund check (what is left to refund on each payment,
// refundable.ts: every refund counts, whatever its purpose) and by every sales figure (the dashboard, the sales
// report, a customer's spend, the orders CSV are net of refunds). A refund counts from the moment it is reserved
// (pending) until it fails, so money on its way back is never refunded twice nor shown as takings. What the shop
// paid for old gold that tested above its quote is a purchase of gold, not a sales return: it is left out of the
// sales figures and summed on its own (oldGoldBoughtPaiseSql).
import 'server-only';
import { sql } from 'drizzle-orm';

/** The refund statuses that count against what was captured: reserved or made, not failed. */
export const COUNTED_REFUND_STATUSES = ['pending', 'processed'] as const;

const counted = sql.raw(`r.status in (${COUNTED_REFUND_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Paise refunded on the outer query's orders row (correlated subquery; the row is named in full). */
export const refundedPaiseSql = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.order_id = "orders"."id" and ${counted} and r.purpose = 'refund')`;

/** Paise paid for old gold on the outer query's orders row (an excess over its quote), reserved or made. */
export const oldGoldBoughtPaiseSql = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.order_id = "orders"."id" and ${counted} and r.purpose = 'old_gold_purchase')`;

/** Paise refunded on the outer query's payments row, whatever the purpose: what left that payment. */
export const refundedOnPaymentSql = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_id = "payments"."id" and ${counted})`;
