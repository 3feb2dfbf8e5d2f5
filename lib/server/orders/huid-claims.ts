// A HUID names one hallmarked piece. One already shipped on another order's line is refused unless that piece
// came back: its order was returned or came back undelivered, or a received return took back the whole line
// (a partial return of a line does not say which of its pieces came back, so its HUIDs stay taken).
import 'server-only';
import { and, arrayOverlaps, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orderItems, orders, returnRequests, type OrderItemRow } from '@/lib/server/db/schema';
import { lockWindowKey } from '@/lib/server/auth';
import { DomainError, type ErrorCode } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ORDER_ERROR_CODES } from '@/lib/shared/error-codes';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { OrderStatus } from '@/lib/shared/constants';

/** Orders whose pieces are all back with the shop (or never left it). */
const BACK_OR_NEVER_SENT: readonly OrderStatus[] = ['returned', 'returned_to_origin', 'cancelled', 'payment_failed'];
/** Returns whose pieces the shop holds again. */
const RECEIVED = ['received', 'refunded'] as const;

const huidError = (code: ErrorCode, message: string) =>
  new DomainError(code, message, { errors: { huids: [message] } });

/** Pieces of each line taken back by received returns of these orders, by order line id. */
async function piecesBack(tx: Executor, orderIds: readonly number[]): Promise<Map<number, number>> {
  const returns = await tx
    .select({ items: returnRequests.items })
    .from(returnRequests)
    .where(and(inArray(returnRequests.orderId, [...orderIds]), inArray(returnRequests.status, [...RECEIVED])));
  const back = new Map<number, number>();
  for (const line of returns.flatMap((r) => r.items))
    back.set(line.orderItemId, (back.get(line.orderItemId) ?? 0) + line.quantity);
  return back;
}

/**
 * Refuses HUIDs about to be recorded on an order's lines (`given`, by line id, replacing those lines' HUIDs)
 * when one names two of the order's pieces (400) or a piece of another order still out (409). Each HUID is
 * locked for the rest of the transaction, so two dispatches at once cannot both take it.
 */
export async function assertHuidsFree(
  tx: Executor,
  orderId: number,
  items: readonly Pick<OrderItemRow, 'id' | 'huids'>[],
  given: ReadonlyMap<number, readonly string[]>,
): Promise<void> {
  const seen = new Set<string>();
  for (const item of items) {
    for (const huid of given.get(item.id) ?? item.huids) {
      if (seen.has(huid)) throw huidError(ERROR_CODES.validationFailed, M.huidTwice(huid));
      seen.add(huid);
    }
  }
  const wanted = [...new Set([...given.values()].flat())].sort();
  if (wanted.length === 0) return;
  for (const huid of wanted) await lockWindowKey(tx, `huid:${huid}`);
  const holders = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, quantity: orderItems.quantity, huids: orderItems.huids })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ne(orderItems.orderId, orderId),
        arrayOverlaps(orderItems.huids, wanted),
        notInArray(orders.status, [...BACK_OR_NEVER_SENT]),
      ),
    );
  if (holders.length === 0) return;
  const back = await piecesBack(tx, [...new Set(holders.map((h) => h.orderId))]);
  const holder = holders.find((h) => (back.get(h.id) ?? 0) < h.quantity);
  if (!holder) return;
  const huid = holder.huids.find((h) => wanted.includes(h))!;
  throw huidError(ORDER_ERROR_CODES.huidInUse, M.huidInUse(huid, holder.orderId));
}
