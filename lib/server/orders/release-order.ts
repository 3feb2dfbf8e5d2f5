// What an order that will not be paid or kept gives back, in the transaction that won its status change
// (cancelled by the buyer or the shop, failed or expired unpaid, an unconfirmed first COD order released, a
// parcel returned to origin): its pieces to the shelf, and the gift cards, store credit and savings plan it
// spent to where each came from (returnSpentToSource: at most once, however often it is called).
import 'server-only';
import type { Executor } from '@/lib/server/db';
import { returnSpentToSource } from '@/lib/server/stored-value';
import { releaseOrderStock } from './stock';

/** Answers the products whose stock changed. Call only after winning the order's status change. */
export async function releaseOrder(tx: Executor, orderId: number): Promise<number[]> {
  await returnSpentToSource(tx, orderId);
  return releaseOrderStock(tx, orderId);
}
