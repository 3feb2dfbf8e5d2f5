// The back office writes a piece's sizes (variants) with their own stock and price or weight; the
// storefront shows each size and the lowest price ("From"); a rate change re-prices each size by its own
// weight; sizes alone stay a shorthand; and the migration gives existing pieces with sizes one variant each.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products, productVariants } from '@/lib/server/db/schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { DEFAULT_STAFF_PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { GET as storefrontProduct } from '@/app/api/v1/products/[id]/route';
import { GET as storefrontList } from '@/app/api/v1/products/route';
import { PUT as putRate } from './rates/[key]/route';
import { POST as create } from './products/route';
import { GET as adminProduct, PATCH as patch } from './products/[id]/route';

let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  // This file sets a metal rate too, which is its own permission.
  staff = await createStaff('staff', { permissions: [...DEFAULT_STAFF_PERMISSIONS, 'rates'] });
});

const post = (body: unknown) =>
  callRoute(create, '/api/v1/admin/products', { method: 'POST', body, headers: staff.cookieHeaders });
/** A PATCH as the editor sends it: with the product's current updated_at (a write without it is 428). */
async function edit(id: number, body: Record<string, unknown>) {
  const current = await callRoute(adminProduct, `/api/v1/admin/products/${id}`, {
    headers: staff.cookieHeaders,
    params: { id: String(id) },
  });
  const stamped = { updated_at: current.body.product.updated_at, ...body };
  return callRoute(patch, `/api/v1/admin/products/${id}`, {
    method: 'PATCH',
    body: stamped,
    headers: staff.cookieHeaders,
    params: { id: String(id) },
  });
}
const shown = async (id: number) =>
  (await callRoute(storefrontProduct, `/api/v1/products/${id}`, { params: { id: String(id) } })).body.product;

const ring = {
  name: 'Silver Stacking Ring',
  metal: 'Sterling Silver',
  purity: '925',
  variants: [
    { size: '10', stock_quantity: 1, price: 2400, sku: 'SSR-10' },
    { size: '16', stock_quantity: 3, price: 2900, sku: 'SSR-16' },
  ],
};

describe('the back office writes sizes', () => {
  it('creates a piece with sizes: its stock is their sum, its price the lowest, its sizes theirs', async () => {
    const made = await post(ring);
    expect(made.status).toBe(201);
    expect(made.body.product).toMatchObject({ price: 2400, stock_quantity: 4, sizes: ['10', '16'], price_from: true });
    expect(made.body.product.variants).toEqual([
      { size: '10', stock_quantity: 1, price: 2400, weight_grams: null, gross_weight_grams: null, sku: 'SSR-10' },
      { size: '16', stock_quantity: 3, price: 2900, weight_grams: null, gross_weight_grams: null, sku: 'SSR-16' },
    ]);
  });

  it('shows the storefront each size with its price and stock, and the piece from its lowest price', async () => {
    const made = await post({ ...ring, name: 'Shown Ring', variants: ring.variants.map((v) => ({ ...v, sku: null })) });
    const product = await shown(made.body.product.id);
    expect(product).toMatchObject({
      price: 2400,
      price_from: true,
      stock_quantity: 4,
      inStock: true,
      sizes: ['10', '16'],
    });
    expect(product.variants).toEqual([
      expect.objectContaining({ size: '10', price: 2400, stock_quantity: 1, inStock: true }),
      expect.objectContaining({ size: '16', price: 2900, stock_quantity: 3, inStock: true }),
    ]);
    expect(product.variants[1].price_breakup).toMatchObject({ kind: 'fixed', total: 2900 });
    const list = await callRoute(storefrontList, `/api/v1/products?search=${encodeURIComponent('Shown Ring')}`);
    expect(list.body.products.find((p: { id: number }) => p.id === made.body.product.id)).toMatchObject({
      price: 2400,
      price_from: true,
    });
  });

  it('edits sizes: one sold out, a price changed, a size added; products follows', async () => {
    const made = await post({
      ...ring,
      name: 'Edited Ring',
      variants: ring.variants.map((v) => ({ ...v, sku: null })),
    });
    const id = made.body.product.id;
    const res = await edit(id, {
      variants: [
        { size: '10', stock_quantity: 0, price: 2400 },
        { size: '16', stock_quantity: 2, price: 3100 },
        { size: '18', stock_quantity: 5, price: 3300 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ price: 2400, stock_quantity: 7, sizes: ['10', '16', '18'] });
    const product = await shown(id);
    expect(
      product.variants.map((v: { size: string; inStock: boolean; price: number }) => [v.size, v.inStock, v.price]),
    ).toEqual([
      ['10', false, 2400],
      ['16', true, 3100],
      ['18', true, 3300],
    ]);
    // One price for every size: the piece no longer shows "From".
    const same = await edit(id, { price: 2800 });
    expect(same.status).toBe(200);
    expect(same.body.product).toMatchObject({ price: 2800, price_from: false, stock_quantity: 7 });
    expect(same.body.product.variants.map((v: { price: number }) => v.price)).toEqual([2800, 2800, 2800]);
  });

  it('refuses bad sizes naming the field, and stores nothing', async () => {
    const noPrice = await post({
      ...ring,
      name: 'Bad Ring',
      variants: [
        { size: '10', stock_quantity: 1, price: 2400 },
        { size: '16', stock_quantity: 3 },
      ],
    });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body).toMatchObject({
      error_code: ERROR_CODES.validationFailed,
      errors: { 'variants.1.price': [M.variantPriceRequired] },
    });
    const twice = await post({
      ...ring,
      name: 'Bad Ring',
      variants: [
        { size: '10', stock_quantity: 1, price: 1 },
        { size: '10', stock_quantity: 1, price: 1 },
      ],
    });
    expect(twice.body.errors['variants.1.size']).toEqual([M.variantSizeTwice]);
    const negative = await post({
      ...ring,
      name: 'Bad Ring',
      variants: [{ size: '10', stock_quantity: -1, price: 2400 }],
    });
    expect(negative.body.errors['variants.0.stock_quantity']).toEqual([M.stockNegative]);
    const both = await post({ ...ring, name: 'Bad Ring', sizes: ['10'] });
    expect(both.body.errors.sizes).toEqual([M.sizesAndVariants]);
    const taken = await post({ ...ring, name: 'Bad Ring' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors['variants.0.sku']).toEqual([M.variantSkuTaken]);
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.name, 'Bad Ring'))).toHaveLength(0);

    const made = await post({ ...ring, name: 'Kept Ring', variants: ring.variants.map((v) => ({ ...v, sku: null })) });
    const stock = await edit(made.body.product.id, { stock_quantity: 9 });
    expect(stock.status).toBe(400);
    expect(stock.body.errors.stock_quantity).toEqual([M.stockPerSize]);
    expect((await shown(made.body.product.id)).stock_quantity).toBe(4);
  });

  it('keeps sizes as a shorthand: the stock is split evenly, the remainder on the first sizes', async () => {
    const made = await post({ name: 'Plain Bangle', price: 1500, stock_quantity: 7, sizes: ['2.4', '2.6', '2.8'] });
    expect(made.status).toBe(201);
    expect(
      made.body.product.variants.map((v: { size: string; stock_quantity: number; price: number }) => [
        v.size,
        v.stock_quantity,
        v.price,
      ]),
    ).toEqual([
      ['2.4', 3, 1500],
      ['2.6', 2, 1500],
      ['2.8', 2, 1500],
    ]);
    expect(made.body.product).toMatchObject({ stock_quantity: 7, price_from: false });
  });
});

describe('sizes of a piece priced by weight', () => {
  const goldRing = {
    name: 'Gold Band by Weight',
    pricing_kind: 'weight',
    metal_rate: 'gold_22k',
    making_charge: { kind: 'percent', value: 12 },
    stone_charges: 1250,
    variants: [
      { size: '10', stock_quantity: 1, weight_grams: 8.45 },
      { size: '16', stock_quantity: 3, weight_grams: 9.2 },
    ],
  };

  it('prices each size by its weight, refuses a size without one, and re-prices every size when the rate changes', async () => {
    const setRate = (rate: number) =>
      callRoute(putRate, '/api/v1/admin/rates/gold_22k', {
        method: 'PUT',
        body: { rate_per_gram: rate },
        headers: staff.cookieHeaders,
        params: { key: 'gold_22k' },
      });
    expect((await setRate(9000)).status).toBe(200);
    const missing = await post({
      ...goldRing,
      variants: [
        { size: '10', stock_quantity: 1, weight_grams: 8.45 },
        { size: '16', stock_quantity: 1, price: 5000 },
      ],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors['variants.1.weight_grams']).toEqual([M.variantWeightRequired]);

    const made = await post(goldRing);
    expect(made.status).toBe(201);
    const id = made.body.product.id;
    // 8.45 g: ₹76,050 + 12 % ₹9,126 + ₹1,250 = ₹86,426 + 3 % GST = ₹89,019. 9.2 g: ₹82,800 + ₹9,936 + ₹1,250
    // = ₹93,986 + ₹2,819.58 = ₹96,806.
    let product = await shown(id);
    expect(product).toMatchObject({ price: 89_019, price_from: true, weight_grams: 8.45 });
    expect(
      product.variants.map((v: { size: string; price: number; weight_grams: number }) => [
        v.size,
        v.price,
        v.weight_grams,
      ]),
    ).toEqual([
      ['10', 89_019, 8.45],
      ['16', 96_806, 9.2],
    ]);
    expect(product.variants[1].price_breakup).toMatchObject({
      weight_grams: 9.2,
      rate_per_gram: 9000,
      metal_value: 82_800,
    });

    expect((await setRate(9500)).status).toBe(200);
    // 8.45 g at ₹9,500: ₹93,893. 9.2 g: ₹87,400 + ₹10,488 + ₹1,250 = ₹99,138 + ₹2,974.14 = ₹1,02,112.
    product = await shown(id);
    expect(product.price).toBe(93_893);
    expect(product.variants.map((v: { price: number }) => v.price)).toEqual([93_893, 102_112]);
    expect(product.price_breakup).toMatchObject({ rate_per_gram: 9500, weight_grams: 8.45, total: 93_893 });
  });
});

describe('the migration of pieces that had sizes', () => {
  /** The hand-written part of this branch's migration, as the merger keeps it at the end of its file. */
  function backfillStatements(): string[] {
    const dir = path.join(process.cwd(), 'lib', 'server', 'db', 'migrations');
    const marker = '-- hand-written (w30variants)';
    const file = fs
      .readdirSync(dir)
      .find((f) => f.endsWith('.sql') && fs.readFileSync(path.join(dir, f), 'utf8').includes(marker))!;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    return text
      .slice(text.indexOf(marker))
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
  }

  it('gives a piece with sizes one variant per size at its price, its stock split evenly; a piece without sizes none', async () => {
    const db = await getDb();
    const [sized] = await db
      .insert(products)
      .values({
        name: 'Old Sized Anklet',
        slug: 'old-sized-anklet',
        pricePaise: 450_000,
        stockQuantity: 7,
        sizes: ['S', 'M', 'L'],
      })
      .returning({ id: products.id });
    const [plain] = await db
      .insert(products)
      .values({ name: 'Old Plain Pendant', slug: 'old-plain-pendant', pricePaise: 99_900, stockQuantity: 5 })
      .returning({ id: products.id });
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(productVariants);
    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    const rows = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, sized.id))
      .orderBy(productVariants.position);
    expect(rows.map((r) => [r.size, r.stockQuantity, r.pricePaise, r.position])).toEqual([
      ['S', 3, 450_000, 0],
      ['M', 2, 450_000, 1],
      ['L', 2, 450_000, 2],
    ]);
    expect(await db.select().from(productVariants).where(eq(productVariants.productId, plain.id))).toHaveLength(0);
    // Pieces that already had variants (the demo's) are left as they were.
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(productVariants);
    expect(Number(after[0].n)).toBe(Number(before[0].n) + 3);
    const [stock] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, sized.id));
    expect(stock.stock).toBe(7);
  });
});
