// The shared database as the buying checks read and set it, shoppers to buy with, and an order's body.
// Loaded once the cluster is up: the database module reads the environment the harness sets.

export type Shop = Awaited<ReturnType<typeof openShop>>;

export async function openShop() {
  const { getDb } = await import('@/lib/server/db');
  const schema = await import('@/lib/server/db/schema');
  const { createShopper } = await import('../../test-support/create-shopper');
  const { ADDRESS } = await import('../../test-support/shipping-address');
  const db = await getDb();
  /** create-order's body for one of a product at its price. */
  const orderFor = (productId: number, pricePaise: number) => ({
    shipping_address: ADDRESS,
    currency: 'INR',
    cart_items: [{ product_id: productId, quantity: 1, price: pricePaise / 100 }],
    total_amount: pricePaise / 100,
  });
  return { db, schema, createShopper, orderFor };
}
