// Stock held by orders. Reserving is one conditional UPDATE per product: the row lock and the
// `stock_quantity >= q` test make "two shoppers buy the last piece" impossible to win twice, on PGlite and
// on PostgreSQL alike. Only the caller that wins an order's status change releases its stock, so stock
// is never given back twice.
//
// A piece with sizes holds its stock per size (product_variants) and products.stock_quantity is their
// sum. A need with a size takes from both in one transaction, the product row first (the order the back
// office's writes lock them in, so neither can deadlock the other): when the product has too few in all its
// sizes, or the size itself has too few, nothing is taken and the order is refused naming the size.
import 'server-only';
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orderItems, products, productVariants } from '@/lib/server/db/schema';

export type StockNeed = {
  productId: number;
  name: string;
  quantity: number;
  size?: string | null;
  /** Made for this order (a made-to-order piece): it takes no stock and gives none back. */
  madeToOrder?: boolean;
};

/** Thrown inside a transaction to roll it back; the caller turns it into the shopper's message. */
export class OutOfStockError extends Error {
  constructor(
    readonly productId: number,
    readonly productName: string,
    readonly size: string | null = null,
  ) {
    super(`Not enough stock of product ${productId}${size ? ` in size ${size}` : ''}`);
    this.name = 'OutOfStockError';
  }
}

function combine(needs: readonly StockNeed[]): StockNeed[] {
  const byLine = new Map<string, StockNeed>();
  for (const need of needs) {
    const key = `${need.productId}\u0000${need.size ?? ''}`;
    const seen = byLine.get(key);
    byLine.set(key, seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need, size: need.size || null });
  }
  // Always the same lock order, so two orders of the same products cannot deadlock on PostgreSQL.
  return [...byLine.values()].sort((a, b) => a.productId - b.productId || (a.size ?? '').localeCompare(b.size ?? ''));
}

const ids = (needs: readonly StockNeed[]) => [...new Set(needs.map((n) => n.productId))];

async function hasVariants(tx: Executor, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .limit(1);
  return row !== undefined;
}

/** Takes a size's pieces after its product's; false when the piece has sizes and this one has too few. */
async function takeFromSize(tx: Executor, need: StockNeed): Promise<boolean> {
  if (need.size) {
    const taken = await tx
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${need.quantity}` })
      .where(
        and(
          eq(productVariants.productId, need.productId),
          eq(productVariants.size, need.size),
          gte(productVariants.stockQuantity, need.quantity),
        ),
      )
      .returning({ id: productVariants.id });
    if (taken.length > 0) return true;
  }
  // A piece without sizes holds its stock on products alone; one with sizes cannot sell a size it lacks.
  return !(await hasVariants(tx, need.productId));
}

export async function reserveStock(tx: Executor, needs: readonly StockNeed[]): Promise<number[]> {
  const combined = combine(needs.filter((n) => !n.madeToOrder));
  for (const need of combined) {
    const updated = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${need.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, need.productId), gte(products.stockQuantity, need.quantity)))
      .returning({ id: products.id });
    if (updated.length === 0 || !(await takeFromSize(tx, need)))
      throw new OutOfStockError(need.productId, need.name, need.size ?? null);
  }
  return ids(combined);
}

async function orderNeeds(tx: Executor, orderId: number): Promise<StockNeed[]> {
  const rows = await tx
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      quantity: orderItems.quantity,
      size: orderItems.size,
    })
    .from(orderItems)
    // A line made for the order held no stock, so it has none to give back or to take again.
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId), isNull(orderItems.madeToOrderDays)))
    .orderBy(asc(orderItems.id));
  // A product deleted since the order has nothing to give stock back to (its line keeps product_id null).
  return rows.flatMap((r) =>
    r.productId === null ? [] : [{ productId: r.productId, name: r.name, quantity: r.quantity, size: r.size }],
  );
}

/** Gives an order's pieces back. Call only after winning the order's status change in the same transaction. */
export async function releaseOrderStock(tx: Executor, orderId: number): Promise<number[]> {
  return giveBack(tx, await orderNeeds(tx, orderId));
}

/** Puts pieces back in stock (by size for a piece with sizes), e.g. a received return's undamaged pieces. */
export async function giveBack(tx: Executor, needs: readonly StockNeed[]): Promise<number[]> {
  const combined = combine(needs);
  for (const need of combined) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${need.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, need.productId));
    if (await hasVariants(tx, need.productId)) await giveBackToSize(tx, need);
  }
  return ids(combined);
}

/** A size removed since the order has nothing to take the pieces back: the product's sum stays its sizes'. */
async function giveBackToSize(tx: Executor, need: StockNeed): Promise<void> {
  const given = need.size
    ? await tx
        .update(productVariants)
        .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${need.quantity}` })
        .where(and(eq(productVariants.productId, need.productId), eq(productVariants.size, need.size)))
        .returning({ id: productVariants.id })
    : [];
  if (given.length === 0) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${need.quantity}` })
      .where(eq(products.id, need.productId));
  }
}

/** Holds an order's pieces again (a payment that arrives after the order closed); throws OutOfStockError. */
export async function reserveOrderStockAgain(tx: Executor, orderId: number): Promise<number[]> {
  return reserveStock(tx, await orderNeeds(tx, orderId));
}
