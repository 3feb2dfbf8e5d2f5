// The jewellers' offers tests' shared set-up (app/api/v1/coupons/coupon-*-api.test.ts): a 22K chain priced by
// weight, a ₹2,500 fixed piece, the two offers, and the calls they make. The `let`s are live bindings.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import type { PriceBreakup } from '@/lib/shared/money/breakup';
import { callRoute, seedCatalogue } from './call-route';
import { createShopper } from './create-shopper';
import { createStaff, type StaffAccount } from './create-staff';
import { installSandboxProvider, productsWithStock, type TestProduct } from './checkout-fixtures';
import { POST as addItem } from '@/app/api/v1/cart/add_item/route';
import { POST as applyCoupon } from '@/app/api/v1/cart/apply_coupon/route';
import { POST as createCoupon } from '@/app/api/v1/admin/coupons/route';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';

export let staff: StaffAccount;
export let necklace: TestProduct & { breakup: PriceBreakup };
export let earring: TestProduct;

export const gst = (paise: number) => Math.floor((paise * 300 * 2 + 10_000) / 20_000);
export const toRupee = (paise: number) => Math.round(paise / 100) * 100;

export function makeCoupon(body: unknown) {
  return callRoute(createCoupon, '/api/v1/admin/coupons', { method: 'POST', body, headers: staff.cookieHeaders });
}

export async function shopperWith(product: TestProduct, quantity: number) {
  const shopper = await createShopper();
  const added = await callRoute(addItem, '/api/v1/cart/add_item', {
    method: 'POST',
    body: { product_id: product.id, quantity },
    headers: shopper.cookieHeaders,
  });
  expect(added.status).toBe(200);
  return shopper;
}

export const apply = (headers: Record<string, string>, code: string) =>
  callRoute(applyCoupon, '/api/v1/cart/apply_coupon', { method: 'POST', body: { code }, headers });

/** Call once at the top of a test file. */
export function setUpCouponOffers(): void {
  installSandboxProvider();
  beforeAll(async () => {
    await seedCatalogue();
    staff = await createStaff('staff');
    const made = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      headers: staff.cookieHeaders,
      body: {
        name: 'Offer Test 22K Chain',
        pricing_kind: 'weight',
        metal_rate: 'gold_22k',
        weight_grams: 5,
        making_charge: { kind: 'percent', value: 12 },
        stone_charges: 0,
        hallmarked: true,
        stock_quantity: 20,
      },
    });
    expect(made.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.id, made.body.product.id));
    necklace = { id: row.id, name: row.name, pricePaise: row.pricePaise, breakup: row.priceBreakup! };
    // A fixed-price piece at ₹2,500: five of them pass ₹10,000, one does not.
    [earring] = await productsWithStock(1, 20);
    await db
      .update(products)
      .set({ pricePaise: 250_000, pricingKind: 'fixed', priceBreakup: null })
      .where(eq(products.id, earring.id));
    earring = { ...earring, pricePaise: 250_000 };
    for (const body of [
      { code: 'MAKE20T', percent: 20, applies_to: 'making_charges' },
      { code: 'FLAT500T', amount_off: 500, min_order_value: 10_000 },
    ]) {
      expect((await makeCoupon(body)).status).toBe(201);
    }
  });
}
