// Low stock per size: a ring with 1 left in size 10 and 8 in size 16 has 9 in all, above the
// shop's threshold (3), yet size 10 is nearly gone. The products list flags it naming the size, the "low"
// filter finds it, and the dashboard lists that size (not the other); a piece whose sizes all have plenty
// is not flagged.
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products, productVariants } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { POST as create, GET as list } from './products/route';
import { GET as adminProduct } from './products/[id]/route';
import { GET as dashboard } from './dashboard/route';

let owner: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
});

async function makeRing(name: string, stocks: [number, number]): Promise<number> {
  const variants = [
    { size: '10', stock_quantity: stocks[0], price: 2400 },
    { size: '16', stock_quantity: stocks[1], price: 2900 },
  ];
  const body = { name, metal: 'Sterling Silver', purity: '925', variants };
  const made = await callRoute(create, '/x', { method: 'POST', body, headers: owner.cookieHeaders });
  expect(made.status).toBe(201);
  return made.body.product.id as number;
}

const read = async (id: number) =>
  (await callRoute(adminProduct, '/x', { headers: owner.cookieHeaders, params: { id: String(id) } })).body.product;

it('flags a piece one of whose sizes is below the threshold, naming the size, in the list and its filter', async () => {
  const low = await makeRing('Thin Stacking Ring', [1, 8]);
  const plenty = await makeRing('Wide Stacking Ring', [6, 8]);
  expect(await read(low)).toMatchObject({ stock_quantity: 9, low_stock: true, low_stock_sizes: ['10'] });
  expect(await read(plenty)).toMatchObject({ stock_quantity: 14, low_stock: false, low_stock_sizes: [] });

  const path = '/api/v1/admin/products?stock=low&q=Stacking%20Ring&per_page=50';
  const filtered = await callRoute(list, path, { headers: owner.cookieHeaders });
  expect(filtered.status).toBe(200);
  const ids = filtered.body.products.map((p: { id: number }) => p.id);
  expect(ids).toContain(low);
  expect(ids).not.toContain(plenty);
});

it('lists the size that runs low on the dashboard, not the piece’s other sizes', async () => {
  const low = await makeRing('Twisted Toe Ring', [2, 8]);
  // Every other piece well stocked, so the dashboard's short list has room for this one.
  const db = await getDb();
  await db.update(products).set({ stockQuantity: 50 }).where(ne(products.id, low));
  await db.update(productVariants).set({ stockQuantity: 25 }).where(ne(productVariants.productId, low));
  const shown = await callRoute(dashboard, '/x', { headers: owner.cookieHeaders });
  expect(shown.status).toBe(200);
  const rows = shown.body.low_stock.filter((p: { id: number }) => p.id === low);
  expect(rows).toEqual([{ id: low, name: 'Twisted Toe Ring', size: '10', stock_quantity: 2 }]);

  const size10 = and(eq(productVariants.productId, low), eq(productVariants.size, '10'));
  await db.update(productVariants).set({ stockQuantity: 5 }).where(size10);
  const after = await callRoute(dashboard, '/x', { headers: owner.cookieHeaders });
  expect(after.body.low_stock.filter((p: { id: number }) => p.id === low)).toEqual([]);
});
