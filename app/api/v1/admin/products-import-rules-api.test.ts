// The products import's rules beyond reading columns: a product's rows must agree with each other, a row
// exported before a sale (or any edit) of its product is refused by its version, a NUL character is named by
// line and column, and a cell the export guarded against formulas reads back exactly as it was.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { categories, products } from '@/lib/server/db/schema';
import { parseCsv } from '@/lib/server/csv/read-csv';
import { csvCell } from '@/lib/server/csv';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { POST as bulkEdit } from '@/app/api/v1/admin/products/bulk/route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { exportCsv, uploadCsv } from '@/test-support/csv-upload';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  productsWithStock,
  stockOf,
} from '@/test-support/checkout-fixtures';

installSandboxProvider();

let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

const upload = (csv: string, dryRun = false) => uploadCsv(csv, staff.cookieHeaders, { dryRun });

/** The export's header and the rows of one product, as the owner's spreadsheet would hold them. */
async function exported(productId: number) {
  const res = await exportCsv(staff.cookieHeaders);
  expect(res.status).toBe(200);
  const [header, ...rows] = parseCsv(res.body as string).records;
  const col = (name: string) => header.cells.indexOf(name);
  const own = rows.filter((r) => r.cells[col('id')] === String(productId));
  return { header: header.cells, rows: own, col };
}

/** The cells written back as a spreadsheet saves them: as read (a guard apostrophe stays), quoted where needed. */
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const fileOf = (header: string[], rows: string[][]) =>
  [header, ...rows].map((cells) => cells.map(quoted).join(',')).join('\r\n') + '\r\n';

async function sizedProductId(): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ id: products.id, sizes: products.sizes }).from(products);
  const sized = rows.find((r) => r.sizes.length >= 2);
  if (!sized) throw new Error('the demo catalogue has no product in two sizes');
  return sized.id;
}

describe('products import: rows of one product must agree', () => {
  it('refuses a second row whose price is not the first row\'s ("abc"), naming its line and column', async () => {
    const id = await sizedProductId();
    const { header, rows, col } = await exported(id);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const second = [...rows[1].cells];
    second[col('price')] = 'abc';
    const res = await upload(fileOf(header, [rows[0].cells, second, ...rows.slice(2).map((r) => r.cells)]));
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe(ADMIN_ERROR_CODES.importRejected);
    expect(res.body.errors).toEqual([{ line: 3, column: 'price', message: M.contradicts(2) }]);
  });

  it('refuses two rows of one product with different names, and a dry run says the same', async () => {
    const id = await sizedProductId();
    const db = await getDb();
    const [before] = await db.select().from(products).where(eq(products.id, id));
    const { header, rows, col } = await exported(id);
    const second = [...rows[1].cells];
    second[col('name')] = 'Another name';
    const file = fileOf(header, [rows[0].cells, second]);
    for (const dryRun of [true, false]) {
      const res = await upload(file, dryRun);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ line: 3, column: 'name', message: M.contradicts(2) }]);
    }
    const [after] = await db.select().from(products).where(eq(products.id, id));
    expect(after.name).toBe(before.name);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("accepts later rows that leave the product's columns empty (as Shopify writes them)", async () => {
    const id = await sizedProductId();
    const { header, rows, col } = await exported(id);
    const keep = new Set([
      'id',
      'variant_size',
      'variant_sku',
      'variant_price',
      'variant_weight_grams',
      'variant_stock',
    ]);
    const blanked = rows.slice(1).map((r) => r.cells.map((c, i) => (keep.has(header[i]) ? c : '')));
    expect(col('variant_size')).toBeGreaterThan(0);
    const res = await upload(fileOf(header, [rows[0].cells, ...blanked]), true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ products: 1, unchanged: 1 });
  });
});

describe('products import: what sold since the export', () => {
  it('export, a shopper buys 2 of 3, the file with only the price edited is refused for that row: stock stays 1', async () => {
    const [piece] = await productsWithStock(1, 3);
    const { header, rows, col } = await exported(piece.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].cells[col('stock_quantity')]).toBe('3');
    const shopper = await createShopper();
    const order = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 2 }]));
    expect(order.status).toBe(201);
    expect(await stockOf(piece.id)).toBe(1);
    const edited = [...rows[0].cells];
    edited[col('price')] = String(piece.pricePaise / 100 + 100);
    const res = await upload(fileOf(header, [edited]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ line: 2, column: 'updated_at' });
    expect(await stockOf(piece.id)).toBe(1);
    const db = await getDb();
    const [after] = await db.select({ price: products.pricePaise }).from(products).where(eq(products.id, piece.id));
    expect(after.price).toBe(piece.pricePaise);
  });

  it('a fresh export after the sale imports with the price edited, and keeps the stock the sale left', async () => {
    const [piece] = await productsWithStock(1, 3);
    const shopper = await createShopper();
    const order = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 2 }]));
    expect(order.status).toBe(201);
    const { header, rows, col } = await exported(piece.id);
    const edited = [...rows[0].cells];
    edited[col('price')] = String(piece.pricePaise / 100 + 100);
    const res = await upload(fileOf(header, [edited]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 1 });
    expect(await stockOf(piece.id)).toBe(1);
  });

  it('refuses a version that is not a time, by line and column', async () => {
    const [piece] = await productsWithStock(1, 3);
    const { header, rows, col } = await exported(piece.id);
    const edited = [...rows[0].cells];
    edited[col('updated_at')] = 'yesterday-ish';
    const res = await upload(fileOf(header, [edited]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 2, column: 'updated_at', message: M.versionInvalid }]);
  });
});

describe('products import: cells', () => {
  it('names a NUL character by line and column (422), in a dry run and a real import', async () => {
    for (const dryRun of [true, false]) {
      const res = await upload('name,price,description\nRing,100,ok\nChain,200,bad\u0000cell\n', dryRun);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ line: 3, column: 'description', message: M.nulByte }]);
    }
  });

  it("keeps a description that begins with '= through an unchanged export and re-import", async () => {
    const [piece] = await productsWithStock(1, 3);
    const db = await getDb();
    await db.update(products).set({ description: "'=1+1 is two" }).where(eq(products.id, piece.id));
    const { header, rows } = await exported(piece.id);
    expect(rows[0].cells).toContain(csvCell("'=1+1 is two"));
    const res = await upload(fileOf(header, [rows[0].cells]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unchanged: 1, updated: 0 });
    const [after] = await db.select({ d: products.description }).from(products).where(eq(products.id, piece.id));
    expect(after.d).toBe("'=1+1 is two");
  });
});

describe('one product write path', () => {
  it('the editor, the import and the bulk edit write the same search text (name, tags, category and parents)', async () => {
    const db = await getDb();
    const [parent] = await db.insert(categories).values({ name: 'Bridal Sets', slug: 'bridal-sets-w' }).returning();
    const [child] = await db
      .insert(categories)
      .values({ name: 'Chokers Bridal', slug: 'chokers-bridal-w', parentId: parent.id })
      .returning();
    const made = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      body: { name: 'Editor Choker', price: 1500, stock_quantity: 1, tags: ['kundan'], category_id: child.id },
      headers: staff.cookieHeaders,
    });
    expect(made.status).toBe(201);
    const imported = await upload('name,price,tags,category\nImport Choker,1500,kundan,Chokers Bridal\n');
    expect(imported.status).toBe(200);
    const textOf = async (name: string) =>
      (await db.select({ t: products.searchText }).from(products).where(eq(products.name, name)))[0].t;
    expect(await textOf('Editor Choker')).toBe('Editor Choker kundan Chokers Bridal Bridal Sets');
    const idOf = async (name: string) =>
      (await db.select({ id: products.id }).from(products).where(eq(products.name, name)))[0].id;
    expect(await textOf('Import Choker')).toBe('Import Choker kundan Chokers Bridal Bridal Sets');
    const bulk = await callRoute(bulkEdit, '/api/v1/admin/products/bulk', {
      method: 'POST',
      body: { ids: [await idOf('Editor Choker')], set: { add_tag: 'festive' } },
      headers: staff.cookieHeaders,
    });
    expect(bulk.body).toMatchObject({ changed: 1 });
    expect(await textOf('Editor Choker')).toBe('Editor Choker kundan festive Chokers Bridal Bridal Sets');
  });

  it('the import drops the struck-out price of a piece moved to pricing by weight, as the editor does', async () => {
    const db = await getDb();
    const [piece] = await productsWithStock(1, 3);
    await db
      .update(products)
      .set({ originalPricePaise: piece.pricePaise + 50_000 })
      .where(eq(products.id, piece.id));
    const res = await upload(
      `id,pricing_kind,metal_rate,weight_grams,making_charge_kind,making_charge_value\n${piece.id},weight,gold_22k,5,percent,12\n`,
    );
    expect(res.status).toBe(200);
    const [after] = await db.select().from(products).where(eq(products.id, piece.id));
    expect(after.pricingKind).toBe('weight');
    expect(after.originalPricePaise).toBeNull();
  });
});

describe('products import: large files', () => {
  it('a 12 MB dry run of short rows answers (past the row limit) and a 19 MB single cell answers, both 422', async () => {
    const row = 'Plain Band,1000,2\n';
    const rows = Math.ceil((12 * 1024 * 1024) / row.length);
    const many = await upload('name,price,stock_quantity\n' + row.repeat(rows), true);
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual([{ line: 1, column: '', message: M.tooManyRows(20_000) }]);
    const cell = await upload(`name\n"${'x'.repeat(19 * 1024 * 1024)}"\n`, true);
    expect(cell.status).toBe(422);
    expect(cell.body.errors[0].line).toBe(2);
  }, 180_000);
});
