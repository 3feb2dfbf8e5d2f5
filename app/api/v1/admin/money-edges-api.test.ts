// Money rules at their edges: a coupon's minimum order at exactly the cart's value and a paisa either side, and a
// refund of exactly what is left and a paisa more.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { installSandboxProvider, productsWithStock, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderOf } from '@/test-support/delivered-order';
import { POST as addItem } from '@/app/api/v1/cart/add_item/route';
import { POST as applyCoupon } from '@/app/api/v1/cart/apply_coupon/route';
import { POST as createCoupon } from './coupons/route';
import { POST as refundRoute } from './orders/[id]/refunds/route';

installSandboxProvider();
silenceMailLog();

let owner: StaffAccount;
let piece: TestProduct;
const PRICE = 12_345_67; // ₹12,345.67

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  [piece] = await productsWithStock(1, 50);
  await (
    await getDb()
  )
    .update(products)
    .set({ pricePaise: PRICE, priceBreakup: null })
    .where(eq(products.id, piece.id));
  piece = { ...piece, pricePaise: PRICE };
}, 120_000);

describe("a coupon's minimum order, against a cart of ₹12,345.67", () => {
  it.each([
    ['a paisa below the cart', 12_345.66, 200],
    ['exactly the cart', 12_345.67, 200],
    ['a paisa above the cart', 12_345.68, 422],
  ])('minimum %s (₹%d) answers %d', async (_name, minimum, status) => {
    const code = `MIN${Math.round(minimum * 100)}`;
    const made = await callRoute(createCoupon, '/x', {
      method: 'POST',
      body: { code, percent: 10, min_order_value: minimum },
      headers: owner.cookieHeaders,
    });
    expect(made.status).toBe(201);
    const shopper = await createShopper();
    await callRoute(addItem, '/x', {
      method: 'POST',
      body: { product_id: piece.id, quantity: 1 },
      headers: shopper.cookieHeaders,
    });
    const applied = await callRoute(applyCoupon, '/x', {
      method: 'POST',
      body: { code },
      headers: shopper.cookieHeaders,
    });
    expect(applied.status).toBe(status);
  });
});

describe('a refund against what is left', () => {
  const refund = (id: number, amount: number) =>
    callRoute(refundRoute, '/x', {
      method: 'POST',
      params: { id: String(id) },
      body: { amount, reason: 'Edge' },
      headers: owner.cookieHeaders,
    });

  it('takes exactly what is left, not a paisa more, and nothing after', async () => {
    const id = await orderOf(await createShopper(), piece, owner, false);
    expect((await refund(id, 345.67)).status).toBe(201);
    // ₹12,000.00 is left.
    const over = await refund(id, 12_000.01);
    expect(over.status).toBe(409);
    expect(over.body.refundable).toBe(12_000);
    expect((await refund(id, 12_000)).status).toBe(201);
    expect((await refund(id, 0.01)).status).toBe(409);
  });
});
