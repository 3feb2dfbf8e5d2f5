// The back office's products: who may call it, the list, create, edit with the concurrency check,
// stock that pending orders hold, and archive instead of delete.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orderItems, orders, products } from '@/lib/server/db/schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { GET as getProduct } from '@/app/api/v1/products/[id]/route';
import { GET as list, POST as create } from './products/route';
import { DELETE as remove, GET as read, PATCH as patch } from './products/[id]/route';

const PATH = '/api/v1/admin/products';
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

const newPiece = {
  name: 'Temple Gold Jhumka',
  price: 4599.5,
  original_price: 5200,
  stock_quantity: 4,
  sizes: ['Free size'],
  tags: ['jhumka', 'temple'],
  metal: 'Gold plated',
  purity: '22K',
  weight_grams: 12.4,
  is_new: true,
};

describe('who may call /api/v1/admin/products', () => {
  it('answers 401 without a session and 403 to a shopper, each with message and error_code', async () => {
    const anonymous = await callRoute(list, PATH);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String), error_code: expect.any(String) });
    const shopper = await createShopper();
    const refused = await callRoute(create, PATH, { method: 'POST', body: newPiece, headers: shopper.cookieHeaders });
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe(ADMIN_ERROR_CODES.forbidden);
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.name, newPiece.name))).toHaveLength(0);
  });
});

describe('the products list', () => {
  it('pages, sorts and searches on the server, inactive pieces included', async () => {
    const page = await callRoute(list, `${PATH}?per_page=5&sort=price&order=asc`, { headers: staff.cookieHeaders });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const prices = page.body.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.body.pagination).toMatchObject({ current_page: 1, per_page: 5 });
    expect(page.body.pagination.total_count).toBeGreaterThan(5);

    const first = page.body.products[0];
    const found = await callRoute(list, `${PATH}?q=${encodeURIComponent(first.name.slice(0, 12))}`, {
      headers: staff.cookieHeaders,
    });
    expect(found.body.products.map((p: { id: number }) => p.id)).toContain(first.id);

    const bad = await callRoute(list, `${PATH}?sort=password`, { headers: staff.cookieHeaders });
    expect(bad.status).toBe(400);
  });
});

describe('creating and editing a piece', () => {
  it('creates it with rupees at the edge and shows it on the storefront', async () => {
    const made = await callRoute(create, PATH, { method: 'POST', body: newPiece, headers: staff.cookieHeaders });
    expect(made.status).toBe(201);
    expect(made.body.product).toMatchObject({
      name: newPiece.name,
      price: 4599.5,
      originalPrice: 5200,
      stock_quantity: 4,
      active: true,
      slug: 'temple-gold-jhumka',
    });
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.id, made.body.product.id));
    expect(row.pricePaise).toBe(459_950);
    expect(row.searchText).toContain('jhumka');
    const shop = await callRoute(getProduct, `/api/v1/products/${row.id}`, { params: { id: String(row.id) } });
    expect(shop.body.product.name).toBe(newPiece.name);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(entry).toMatchObject({ action: 'product.create', actorLabel: staff.user.email });
  });

  it('refuses bad fields naming each one, and stores nothing', async () => {
    const bad = await callRoute(create, PATH, {
      method: 'POST',
      body: { name: '', price: -1, original_price: 10, stock_quantity: 1.5, colour: 'red' },
      headers: staff.cookieHeaders,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'price', 'stock_quantity']));
    const cheaper = await callRoute(create, PATH, {
      method: 'POST',
      body: { ...newPiece, name: 'Cheaper original', original_price: 100 },
      headers: staff.cookieHeaders,
    });
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.errors.original_price).toBeDefined();
  });

  it('refuses a write carrying a stale updated_at with 409 and the current record', async () => {
    const made = await callRoute(create, PATH, {
      method: 'POST',
      body: { ...newPiece, name: 'Two editors ring' },
      headers: staff.cookieHeaders,
    });
    const { id, updated_at } = made.body.product;
    const params = { id: String(id) };
    const first = await callRoute(patch, `${PATH}/${id}`, {
      method: 'PATCH',
      params,
      body: { price: 4999, updated_at },
      headers: staff.cookieHeaders,
    });
    expect(first.status).toBe(200);
    expect(first.body.product.price).toBe(4999);
    const second = await callRoute(patch, `${PATH}/${id}`, {
      method: 'PATCH',
      params,
      body: { price: 3999, updated_at },
      headers: staff.cookieHeaders,
    });
    expect(second.status).toBe(409);
    expect(second.body.error_code).toBe(ADMIN_ERROR_CODES.staleRecord);
    expect(second.body.product.price).toBe(4999);
    const now = await callRoute(read, `${PATH}/${id}`, { params, headers: staff.cookieHeaders });
    expect(now.body.product.price).toBe(4999);
  });

  it('keeps pieces held by pending orders: on-hand stock cannot go below them', async () => {
    const made = await callRoute(create, PATH, {
      method: 'POST',
      body: { ...newPiece, name: 'Held bangle', stock_quantity: 1 },
      headers: staff.cookieHeaders,
    });
    const id = made.body.product.id;
    const shopper = await createShopper();
    const db = await getDb();
    const [order] = await db
      .insert(orders)
      .values({
        userId: shopper.user.id,
        subtotalPaise: 100,
        totalPaise: 100,
        shippingAddress: {
          full_name: 'A',
          address_line_1: 'x',
          address_line_2: '',
          city: 'Pune',
          state: 'Maharashtra',
          postal_code: '411001',
          country: 'India',
          phone: '9876543210',
        },
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order.id,
      productId: id,
      productName: 'Held bangle',
      quantity: 2,
      unitPricePaise: 50,
      subtotalPaise: 100,
    });
    const params = { id: String(id) };
    const shown = await callRoute(read, `${PATH}/${id}`, { params, headers: staff.cookieHeaders });
    expect(shown.body.product).toMatchObject({ stock_quantity: 1, reserved_quantity: 2, on_hand_quantity: 3 });
    const tooFew = await callRoute(patch, `${PATH}/${id}`, {
      method: 'PATCH',
      params,
      body: { on_hand_quantity: 1, updated_at: shown.body.product.updated_at },
      headers: staff.cookieHeaders,
    });
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.message).toMatch(/2 pieces are held by pending orders/);
    const ok = await callRoute(patch, `${PATH}/${id}`, {
      method: 'PATCH',
      params,
      body: { on_hand_quantity: 5, updated_at: shown.body.product.updated_at },
      headers: staff.cookieHeaders,
    });
    expect(ok.body.product).toMatchObject({ stock_quantity: 3, on_hand_quantity: 5 });
  });

  it('deletes a piece never ordered, and archives one that was', async () => {
    const lone = await callRoute(create, PATH, {
      method: 'POST',
      body: { ...newPiece, name: 'Never sold' },
      headers: staff.cookieHeaders,
    });
    const gone = await callRoute(remove, `${PATH}/${lone.body.product.id}`, {
      method: 'DELETE',
      params: { id: String(lone.body.product.id) },
      headers: staff.cookieHeaders,
    });
    expect(gone.body).toEqual({ deleted: true });
    const db = await getDb();
    const [ordered] = await db.select({ productId: orderItems.productId }).from(orderItems).limit(1);
    const id = ordered.productId!;
    const kept = await callRoute(remove, `${PATH}/${id}`, {
      method: 'DELETE',
      params: { id: String(id) },
      headers: staff.cookieHeaders,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      archived: true,
      product: { id, active: false, archived_at: expect.any(String) },
    });
    const shop = await callRoute(getProduct, `/api/v1/products/${id}`, { params: { id: String(id) } });
    expect(shop.status).toBe(404);
  });
});
