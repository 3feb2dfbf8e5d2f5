// What has gone back, as SQL: one definition read by the refund check (what is left to refund on each payment,
// refundable.ts) and by every sales figure (the dashboard, the sales report, a customer's spend, the orders CSV
// are net of it). A refund counts from the moment it is reserved (pending) until it fails, so money on its way
// back is never refunded twice nor shown as takings.
import 'server-only';
import { sql } from 'drizzle-orm';

/** The refund statuses that count against what was captured: reserved or made, not failed. */
export const COUNTED_REFUND_STATUSES = ['pending', 'processed'] as const;

const counted = sql.raw(`r.status in (${COUNTED_REFUND_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Paise refunded on the outer query's orders row (correlated subquery; the row is named in full). */
export const refundedPaiseSql = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.order_id = "orders"."id" and ${counted})`;

/** Paise refunded on the outer query's payments row. */
export const refundedOnPaymentSql = sql<string>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_id = "payments"."id" and ${counted})`;
