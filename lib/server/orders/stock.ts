// Stock held by orders. Reserving is one conditional UPDATE per product: the row lock and the
// `stock_quantity >= q` test make "two shoppers buy the last piece" impossible to win twice, on PGlite and
// on PostgreSQL alike. Only the caller that wins an order's status change releases its stock, so stock
// is never given back twice.
import 'server-only';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orderItems, products } from '@/lib/server/db/schema';

export type StockNeed = { productId: number; name: string; quantity: number };

/** Thrown inside a transaction to roll it back; the caller turns it into the shopper's message. */
export class OutOfStockError extends Error {
  constructor(readonly productId: number, readonly productName: string) {
    super(`Not enough stock of product ${productId}`);
    this.name = 'OutOfStockError';
  }
}

function combine(needs: readonly StockNeed[]): StockNeed[] {
  const byProduct = new Map<number, StockNeed>();
  for (const need of needs) {
    const seen = byProduct.get(need.productId);
    byProduct.set(need.productId, seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need });
  }
  // Always the same lock order, so two orders of the same products cannot deadlock on PostgreSQL.
  return [...byProduct.values()].sort((a, b) => a.productId - b.productId);
}

export async function reserveStock(tx: Executor, needs: readonly StockNeed[]): Promise<number[]> {
  const combined = combine(needs);
  for (const need of combined) {
    const updated = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${need.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, need.productId), gte(products.stockQuantity, need.quantity)))
      .returning({ id: products.id });
    if (updated.length === 0) throw new OutOfStockError(need.productId, need.name);
  }
  return combined.map((n) => n.productId);
}

async function orderNeeds(tx: Executor, orderId: number): Promise<StockNeed[]> {
  const rows = await tx
    .select({ productId: orderItems.productId, name: orderItems.productName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.id));
  // A product deleted since the order has nothing to give stock back to (its line keeps product_id null).
  return rows.flatMap((r) => (r.productId === null ? [] : [{ productId: r.productId, name: r.name, quantity: r.quantity }]));
}

/** Gives an order's pieces back. Call only after winning the order's status change in the same transaction. */
export async function releaseOrderStock(tx: Executor, orderId: number): Promise<number[]> {
  const combined = combine(await orderNeeds(tx, orderId));
  for (const need of combined) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${need.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, need.productId));
  }
  return combined.map((n) => n.productId);
}

/** Holds an order's pieces again (a payment that arrives after the order closed); throws OutOfStockError. */
export async function reserveOrderStockAgain(tx: Executor, orderId: number): Promise<number[]> {
  return reserveStock(tx, await orderNeeds(tx, orderId));
}
