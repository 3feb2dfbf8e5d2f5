// The editor, the products import and the bulk edit are three doors to one product writer: the same change made
// through each leaves the same stored columns and the same public price. Two identical pieces are made through
// the editor, one is changed through one door and its twin through another, and the two are compared.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products, productVariants } from '@/lib/server/db/schema';
import { parseCsv } from '@/lib/server/csv/read-csv';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { exportCsv, uploadCsv } from '@/test-support/csv-upload';
import { GET as storefrontProduct } from '@/app/api/v1/products/[id]/route';
import { POST as create } from './products/route';
import { PATCH as patch } from './products/[id]/route';
import { POST as bulk } from './products/bulk/route';

let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
}, 120_000);

/** 18K gold by weight with two 0.25 ct diamonds priced by the carat (the lump stone charge is not used). */
const ring = (over: Record<string, unknown> = {}) => ({
  name: `Parity Ring ${Math.random().toString(36).slice(2, 8)}`,
  stock_quantity: 4,
  pricing_kind: 'weight',
  metal_rate: 'gold_18k',
  weight_grams: 4,
  making_charge: { kind: 'percent', value: 12 },
  stone_charges: 1000,
  stones: [{ type: 'Diamond', count: 2, carat_weight: 0.25, price_per_carat: 30_000 }],
  gross_weight_grams: 4.2,
  ...over,
});

async function twins(over: Record<string, unknown> = {}): Promise<[number, number]> {
  const body = ring(over);
  const ids: number[] = [];
  for (const name of [body.name, `${body.name} twin`]) {
    const res = await callRoute(create, '/api/v1/admin/products', {
      method: 'POST',
      body: { ...body, name },
      headers: staff.cookieHeaders,
    });
    expect(res.status).toBe(201);
    ids.push(res.body.product.id);
  }
  return [ids[0], ids[1]];
}

async function editorPatch(id: number, change: Record<string, unknown>) {
  const [row] = await (await getDb()).select().from(products).where(eq(products.id, id));
  const res = await callRoute(patch, `/api/v1/admin/products/${id}`, {
    method: 'PATCH',
    params: { id: String(id) },
    body: { ...change, updated_at: row.updatedAt.toISOString() },
    headers: staff.cookieHeaders,
  });
  expect(res.status).toBe(200);
}

/** The product's exported rows with some of its columns changed, uploaded as the owner would. */
async function importChange(id: number, change: Record<string, string>) {
  const res = await exportCsv(staff.cookieHeaders);
  const [header, ...rows] = parseCsv(res.body as string).records;
  const col = (name: string) => header.cells.indexOf(name);
  const own = rows.filter((r) => r.cells[col('id')] === String(id)).map((r) => [...r.cells]);
  for (const [column, value] of Object.entries(change)) for (const cells of own) cells[col(column)] = value;
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const file = [header.cells, ...own].map((cells) => cells.map(quoted).join(',')).join('\r\n') + '\r\n';
  const uploaded = await uploadCsv(file, staff.cookieHeaders);
  expect(uploaded.body).toMatchObject({ products: 1 });
  expect(uploaded.status).toBe(200);
}

async function bulkChange(id: number, set: Record<string, unknown>) {
  const res = await callRoute(bulk, '/api/v1/admin/products/bulk', {
    method: 'POST',
    body: { ids: [id], set },
    headers: staff.cookieHeaders,
  });
  expect(res.status).toBe(200);
  expect(res.body.changed).toBe(1);
}

/** What a write decides about a piece, without what names it (id, name, slug, search text, version). */
async function stored(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  const { id: _id, name: _n, slug: _s, searchText: _t, createdAt: _c, updatedAt: _u, ...rest } = row;
  const { nameVector: _nv, titleVector: _tv, searchVector: _sv, ...decided } = rest;
  const sizes = await db.select().from(productVariants).where(eq(productVariants.productId, id));
  const page = await callRoute(storefrontProduct, `/api/v1/products/${id}`, { params: { id: String(id) } });
  expect(page.status).toBe(200);
  return {
    decided,
    sizes: sizes.map(({ id: _v, productId: _p, sku: _k, ...size }) => size),
    price: page.body.product.price as number,
    breakup: page.body.product.price_breakup,
  };
}

describe('one product writer: the same change through each door', () => {
  it('a per-carat ring given stone_charges 5000: the editor and the import both keep the carat price', async () => {
    const [viaEditor, viaImport] = await twins();
    await editorPatch(viaEditor, { stone_charges: 5000 });
    await importChange(viaImport, { stone_charges: '5000' });
    const a = await stored(viaEditor);
    const b = await stored(viaImport);
    // 2 x 0.25 ct x ₹30,000 = ₹15,000 of stones, not the lump ₹5,000.
    expect(a.decided.stoneChargesPaise).toBe(1_500_000);
    expect(a.breakup.stone_charges).toBe(15_000);
    expect(b).toEqual(a);
  });

  it('a sized per-carat ring given a new making charge: editor, import and bulk edit agree, sizes too', async () => {
    const sized = {
      variants: [
        { size: '10', stock_quantity: 2, weight_grams: 3.5 },
        { size: '12', stock_quantity: 1, weight_grams: 4 },
      ],
    };
    const [viaEditor, viaBulk] = await twins(sized);
    const [, viaImport] = await twins(sized);
    await editorPatch(viaEditor, { making_charge: { kind: 'percent', value: 13.2 } });
    await bulkChange(viaBulk, { making_percent: 10 });
    await importChange(viaImport, { making_charge_value: '13.2' });
    const a = await stored(viaEditor);
    expect(a.decided.makingChargeValue).toBe(1320);
    expect(a.sizes.map((s) => s.priceBreakup?.stonePaise)).toEqual([1_500_000, 1_500_000]);
    expect(await stored(viaBulk)).toEqual(a);
    expect(await stored(viaImport)).toEqual(a);
  });

  it("a fixed-price piece moved 10 %: the editor given the bulk edit's rounded price stores the same", async () => {
    const fixed = { pricing_kind: 'fixed', price: 12_345, original_price: 15_000, stones: [], stone_charges: 0 };
    const [viaEditor, viaBulk] = await twins(fixed);
    await bulkChange(viaBulk, { price_percent: 10 });
    // ₹13,579.50 and ₹16,500, to the nearest rupee.
    await editorPatch(viaEditor, { price: 13_580, original_price: 16_500 });
    const a = await stored(viaEditor);
    expect(a.price).toBe(13_580);
    expect(await stored(viaBulk)).toEqual(a);
  });
});
