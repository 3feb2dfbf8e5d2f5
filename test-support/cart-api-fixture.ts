// The cart API tests' shared set-up (app/api/v1/cart/*.test.ts): the routes as callables, and products with
// known stock. The `let`s are live bindings: a test file imports them and reads what its hook set.
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { callRoute, seedCatalogue } from './call-route';
import { getDb } from '@/lib/server/db';
import { products, shopSettings } from '@/lib/server/db/schema';
import { GET as getCartRoute } from '@/app/api/v1/cart/route';
import { POST as addItemRoute } from '@/app/api/v1/cart/add_item/route';
import { POST as addOrUpdateRoute } from '@/app/api/v1/cart/add_or_update/route';
import { PATCH as updateItemRoute } from '@/app/api/v1/cart/update_item/route';
import { DELETE as removeItemRoute } from '@/app/api/v1/cart/remove_item/route';
import { DELETE as clearRoute } from '@/app/api/v1/cart/clear/route';
import { GET as itemCountRoute } from '@/app/api/v1/cart/item_count/route';
import { POST as applyCouponRoute } from '@/app/api/v1/cart/apply_coupon/route';
import { DELETE as removeCouponRoute } from '@/app/api/v1/cart/coupon/route';
import { POST as mergeRoute } from '@/app/api/v1/cart/merge/route';

export type Headers = Record<string, string>;
export type NoParams = Record<string, never>;
export type Handler = (request: NextRequest, context: { params: Promise<NoParams> }) => Promise<Response>;

export const call = (
  handler: Handler,
  method: string,
  path: string,
  headers: Headers,
  options: { body?: unknown } = {},
) => callRoute<NoParams>(handler, `/api/v1/cart${path}`, { method, headers, body: options.body });

export const getCart = (h: Headers) => call(getCartRoute, 'GET', '', h);
export const addItem = (h: Headers, body: unknown) => call(addItemRoute, 'POST', '/add_item', h, { body });
export const addOrUpdate = (h: Headers, body: unknown) => call(addOrUpdateRoute, 'POST', '/add_or_update', h, { body });
export const updateItem = (h: Headers, body: unknown) => call(updateItemRoute, 'PATCH', '/update_item', h, { body });
export const removeItem = (h: Headers, body: unknown) => call(removeItemRoute, 'DELETE', '/remove_item', h, { body });
export const clearCart = (h: Headers) => call(clearRoute, 'DELETE', '/clear', h);
export const itemCount = (h: Headers) => call(itemCountRoute, 'GET', '/item_count', h);
export const applyCoupon = (h: Headers, body: unknown) => call(applyCouponRoute, 'POST', '/apply_coupon', h, { body });
export const removeCoupon = (h: Headers) => call(removeCouponRoute, 'DELETE', '/coupon', h);
export const merge = (h: Headers, body: unknown) => call(mergeRoute, 'POST', '/merge', h, { body });

export type Product = { id: number; name: string; pricePaise: number; sizes: string[]; stockQuantity: number };

/** Products with known stock, set here so the tests do not depend on the generator's dice. */
export let plain: Product; // no sizes, plenty of stock
export let sized: Product; // sizes, plenty of stock
export let lowStock: Product; // no sizes, 3 left
export let soldOut: Product; // no sizes, none left
export let another: Product; // no sizes, plenty of stock

export async function setStock(id: number, stockQuantity: number): Promise<Product> {
  const db = await getDb();
  const [row] = await db.update(products).set({ stockQuantity }).where(eq(products.id, id)).returning();
  return row;
}

export async function setCartEnabled(enabled: boolean): Promise<void> {
  const db = await getDb();
  await db.update(shopSettings).set({ cartEnabled: enabled });
}

/** Call once at the top of a test file. */
export function setUpCartFixture(): void {
  beforeAll(async () => {
    await seedCatalogue();
    const db = await getDb();
    const all = await db.select().from(products).where(eq(products.active, true)).orderBy(products.id);
    const withoutSizes = all.filter((p) => p.sizes.length === 0);
    const withSizes = all.filter((p) => p.sizes.length >= 2);
    plain = await setStock(withoutSizes[0].id, 40);
    lowStock = await setStock(withoutSizes[1].id, 3);
    soldOut = await setStock(withoutSizes[2].id, 0);
    another = await setStock(withoutSizes[3].id, 25);
    sized = await setStock(withSizes[0].id, 40);
  });
}
