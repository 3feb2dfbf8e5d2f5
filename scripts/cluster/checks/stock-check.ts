// 20 buyers at once, split over A and B, for 5 pieces: 5 orders, the rest refused as out of stock.
import { and, eq, sql } from 'drizzle-orm';
import { check } from '../check';
import type { Cluster } from '../harness';
import type { Shop } from '../shop';

/** Answers the piece it sold out, for the checks after it to buy again. */
export async function checkScarceStock(
  { base }: Cluster,
  { db, schema, createShopper, orderFor }: Shop,
  product: { id: number },
): Promise<{ id: number; pricePaise: number }> {
  const [scarce] = await db
    .select({ id: schema.products.id, pricePaise: schema.products.pricePaise })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.active, true),
        sql`cardinality(${schema.products.sizes}) = 0`,
        sql`${schema.products.id} <> ${product.id}`,
      ),
    )
    .limit(1);
  await db.update(schema.products).set({ stockQuantity: 5 }).where(eq(schema.products.id, scarce.id));
  const buyers = await Promise.all(Array.from({ length: 20 }, () => createShopper()));
  const answers = await Promise.all(
    buyers.map((b, i) =>
      fetch(`${i % 2 ? base.b : base.a}/api/v1/payments/create-order`, {
        method: 'POST',
        headers: { ...b.bearerHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(orderFor(scarce.id, scarce.pricePaise)),
      }).then(async (r) => ({
        status: r.status,
        code: (await r.json().catch(() => null))?.error_code as string | undefined,
      })),
    ),
  );
  const scarceOrders = await db
    .select({ id: schema.orderItems.orderId })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.productId, scarce.id));
  const [{ stock }] = await db
    .select({ stock: schema.products.stockQuantity })
    .from(schema.products)
    .where(eq(schema.products.id, scarce.id));
  const created201 = answers.filter((a) => a.status === 201).length;
  const refusals = [...new Set(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.code}`))];
  check(
    '20 buyers for 5 pieces',
    created201 === 5 &&
      scarceOrders.length === 5 &&
      stock === 0 &&
      refusals.length === 1 &&
      refusals[0] === '409 OUT_OF_STOCK',
    `${created201} orders made, ${20 - created201} refused (${refusals.join(', ')}), ` +
      `${scarceOrders.length} in the database, stock now ${stock}`,
  );
  return scarce;
}
