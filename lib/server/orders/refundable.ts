// What is left to refund: each payment captured in rupees less what has gone back on it (refunded-sql.ts says
// what counts). Refunds are in rupees: a payment the provider reported in another currency is never refunded
// from here.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { payments } from '@/lib/server/db/schema';
import { refundedOnPaymentSql } from './refunded-sql';

/** The currency refunds are made in (the shop sells in rupees). */
export const REFUND_CURRENCY = 'INR';

type PaymentRow = typeof payments.$inferSelect;

/** Each payment captured in rupees with what is left to refund on it. */
export async function refundableByPayment(
  tx: Executor,
  orderId: number,
): Promise<{ payment: PaymentRow; left: number }[]> {
  const rows = await tx
    .select({ payment: payments, refunded: refundedOnPaymentSql })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'), eq(payments.currency, REFUND_CURRENCY)))
    .orderBy(asc(payments.id));
  return rows.map(({ payment, refunded }) => ({ payment, left: payment.amountPaise - Number(refunded) }));
}

/** What can still be refunded in rupees on the order, over all its payments captured in rupees. */
export async function refundablePaise(db: Executor, orderId: number): Promise<number> {
  return (await refundableByPayment(db, orderId)).reduce((sum, p) => sum + Math.max(0, p.left), 0);
}
