// Run with DATA_DIR set while no server holds it: prints what the database itself holds for one order (its
// status and paid_at, its payments, the stock of its products), as JSON on stdout.
import { eq, inArray } from 'drizzle-orm';
import { closeDb, getDb, tables } from '@/lib/server/db';

async function main() {
  const orderId = Number(process.argv[2]);
  const db = await getDb();
  const [order] = await db.select().from(tables.orders).where(eq(tables.orders.id, orderId));
  const payments = await db.select().from(tables.payments).where(eq(tables.payments.orderId, orderId));
  const items = await db.select().from(tables.orderItems).where(eq(tables.orderItems.orderId, orderId));
  const productIds = items.map((i) => i.productId).filter((id): id is number => id !== null);
  const stock = productIds.length
    ? await db
        .select({ id: tables.products.id, stock: tables.products.stockQuantity })
        .from(tables.products)
        .where(inArray(tables.products.id, productIds))
    : [];
  console.log(
    JSON.stringify({
      order: order ? { status: order.status, paid_at: order.paidAt?.toISOString() ?? null } : null,
      payments: payments.map((p) => ({
        status: p.status,
        provider_payment_id: p.providerPaymentId,
        amount_paise: p.amountPaise,
      })),
      stock: Object.fromEntries(stock.map((s) => [s.id, s.stock])),
    }),
  );
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
