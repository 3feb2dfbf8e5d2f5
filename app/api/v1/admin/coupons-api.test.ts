// Coupons from the back office, and their rules where shoppers use them: dates, a total usage
// limit, once per customer, a minimum order value; the cart and create-order both refuse with a clear message.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orders } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  productsWithStock,
} from '@/test-support/checkout-fixtures';
import { orderTotals } from '@/lib/shared/money/totals';
import { POST as addItem } from '@/app/api/v1/cart/add_item/route';
import { POST as applyCoupon } from '@/app/api/v1/cart/apply_coupon/route';
import { GET as readCart } from '@/app/api/v1/cart/route';
import { GET as list, POST as create } from './coupons/route';
import { DELETE as remove, PATCH as patch } from './coupons/[id]/route';

installSandboxProvider();

let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

const make = (body: unknown) =>
  callRoute(create, '/api/v1/admin/coupons', { method: 'POST', body, headers: staff.cookieHeaders });
const apply = (headers: Record<string, string>, code: string) =>
  callRoute(applyCoupon, '/api/v1/cart/apply_coupon', { method: 'POST', body: { code }, headers });

async function shopperWithCart(quantity = 1) {
  const shopper = await createShopper();
  const [product] = await productsWithStock(1, 20);
  await callRoute(addItem, '/api/v1/cart/add_item', {
    method: 'POST',
    body: { product_id: product.id, quantity },
    headers: shopper.cookieHeaders,
  });
  return { shopper, product };
}

describe('the coupons API', () => {
  it('creates, lists, edits and deletes, naming each bad field', async () => {
    const bad = await make({
      code: 'x',
      percent: 95,
      starts_at: '2026-12-01T00:00:00Z',
      ends_at: '2026-11-01T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['code', 'percent', 'ends_at']));
    const made = await make({ code: 'diwali25', percent: 25, usage_limit: 100 });
    expect(made.status).toBe(201);
    expect(made.body.coupon).toMatchObject({ code: 'DIWALI25', percent: 25, usage_limit: 100, uses: 0, active: true });
    expect((await make({ code: 'DIWALI25', percent: 10 })).status).toBe(400);
    const listed = await callRoute(list, '/x', { headers: staff.cookieHeaders });
    expect(listed.body.coupons.map((c: { code: string }) => c.code)).toContain('DIWALI25');
    const params = { id: String(made.body.coupon.id) };
    const edited = await callRoute(patch, '/x', {
      method: 'PATCH',
      params,
      body: { percent: 30, updated_at: made.body.coupon.updated_at },
      headers: staff.cookieHeaders,
    });
    expect(edited.body.coupon.percent).toBe(30);
    const stale = await callRoute(patch, '/x', {
      method: 'PATCH',
      params,
      body: { percent: 35, updated_at: made.body.coupon.updated_at },
      headers: staff.cookieHeaders,
    });
    expect(stale.status).toBe(409);
    expect((await callRoute(remove, '/x', { method: 'DELETE', params, headers: staff.cookieHeaders })).status).toBe(
      204,
    );
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityType, 'coupon'));
    expect(audit.map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.delete']);
  });
});

describe('coupon rules, in the cart and at checkout', () => {
  it('refuses a coupon before it starts and after it ends', async () => {
    await make({ code: 'LATER10', percent: 10, starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    await make({ code: 'GONE10', percent: 10, ends_at: new Date(Date.now() - 1000).toISOString() });
    const { shopper } = await shopperWithCart();
    expect((await apply(shopper.cookieHeaders, 'LATER10')).body.message).toBe('This coupon is not valid yet');
    const gone = await apply(shopper.cookieHeaders, 'gone10');
    expect(gone.status).toBe(422);
    expect(gone.body.message).toBe('This coupon has expired');
  });

  it('needs the minimum order value, in the cart and at checkout', async () => {
    await make({ code: 'BIG500', percent: 10, min_order_value: 500_000 });
    const { shopper, product } = await shopperWithCart();
    expect((await apply(shopper.cookieHeaders, 'BIG500')).body.message).toBe(
      'This coupon needs an order of at least ₹5,00,000',
    );
    const body = orderBody([{ product, quantity: 1 }]);
    const refused = await createOrderCall(shopper.cookieHeaders, {
      ...body,
      coupon_code: 'BIG500',
      total_amount: Math.round(body.total_amount * 90) / 100,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This coupon needs an order of at least ₹5,00,000');
  });

  it('is used once per customer when it says so, and not past its total limit', async () => {
    await make({ code: 'ONCE15', percent: 15, once_per_customer: true });
    await make({ code: 'FIRST2', percent: 5, usage_limit: 1 });
    const { shopper, product } = await shopperWithCart();
    const applied = await apply(shopper.cookieHeaders, 'ONCE15');
    expect(applied.status).toBe(200);
    const body = orderBody([{ product, quantity: 1 }]);
    const discounted = (percent: number) => ({
      ...body,
      total_amount: orderTotals([{ unitPricePaise: product.pricePaise, quantity: 1 }], percent).totalPaise / 100,
    });
    const placed = await createOrderCall(shopper.cookieHeaders, { ...discounted(15), coupon_code: 'ONCE15' });
    expect(placed.status).toBe(201);
    // The cart no longer shows it, and applying it again says why.
    expect((await callRoute(readCart, '/api/v1/cart', { headers: shopper.cookieHeaders })).body.discount).toBe(0);
    expect((await apply(shopper.cookieHeaders, 'ONCE15')).body.message).toBe('You have already used this coupon');
    // A cancelled order gives the use back.
    await (await getDb()).update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.body.id));
    expect((await apply(shopper.cookieHeaders, 'ONCE15')).status).toBe(200);

    const first = await createOrderCall(shopper.cookieHeaders, { ...discounted(5), coupon_code: 'FIRST2' });
    expect(first.status).toBe(201);
    const other = await shopperWithCart();
    const second = await createOrderCall(other.shopper.cookieHeaders, {
      ...orderBody([{ product: other.product, quantity: 1 }]),
      coupon_code: 'FIRST2',
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This coupon has been used up');
  });
});
