// The products import's rules beyond reading columns: a product's rows must agree with each other, a row
// exported before a sale (or any edit) of its product is refused by its version unless it only adjusts the
// stock, a NUL character is named by line and column, and a cell the export guarded against formulas reads back
// exactly as it was.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { categories, products, productVariants } from '@/lib/server/db/schema';
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

describe('products import: stock adjustments', () => {
  /** The piece's export row with its stock cell emptied and `adjustment` in stock_adjustment. */
  async function adjustingRow(id: number, adjustment: string) {
    const { header, rows, col } = await exported(id);
    const row = [...rows[0].cells];
    row[col('stock_quantity')] = '';
    row[col('stock_adjustment')] = adjustment;
    return { header, row, col };
  }

  it('export, a shopper buys 2 of 3, then the same file adds 5: the stock is 1 + 5, the sale kept', async () => {
    const [piece] = await productsWithStock(1, 3);
    const { header, row } = await adjustingRow(piece.id, '5');
    const shopper = await createShopper();
    const order = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 2 }]));
    expect(order.status).toBe(201);
    expect(await stockOf(piece.id)).toBe(1);
    const dry = await upload(fileOf(header, [row]), true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ updated: 1 });
    expect(await stockOf(piece.id)).toBe(1);
    const res = await upload(fileOf(header, [row]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 1 });
    expect(await stockOf(piece.id)).toBe(6);
  });

  it('takes away down to none: -2 and -3 of 3 are taken, -4 is refused by line and column', async () => {
    for (const [adjustment, left] of [
      ['-2', 1],
      ['-3', 0],
    ] as const) {
      const [piece] = await productsWithStock(1, 3);
      const { header, row } = await adjustingRow(piece.id, adjustment);
      const res = await upload(fileOf(header, [row]));
      expect(res.status).toBe(200);
      expect(await stockOf(piece.id)).toBe(left);
    }
    const [piece] = await productsWithStock(1, 3);
    const { header, row } = await adjustingRow(piece.id, '-4');
    const res = await upload(fileOf(header, [row]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 2, column: 'stock_adjustment', message: M.adjustmentBelowZero(3, -4) }]);
    expect(await stockOf(piece.id)).toBe(3);
  });

  it('stops at the most stock a piece may hold: 99,997 more of 3 is taken, 99,998 refused', async () => {
    const [piece] = await productsWithStock(1, 3);
    const { header, row } = await adjustingRow(piece.id, '99,997');
    expect((await upload(fileOf(header, [row]), true)).body).toMatchObject({ updated: 1 });
    row[header.indexOf('stock_adjustment')] = '+99998';
    const res = await upload(fileOf(header, [row]), true);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 2, column: 'stock_adjustment', message: M.adjustmentTooHigh(100_000) }]);
  });

  it('refuses an adjustment that is not a whole number, and one beside the stock itself', async () => {
    const [piece] = await productsWithStock(1, 3);
    for (const bad of ['1.5', 'abc', '--2']) {
      const { header, row } = await adjustingRow(piece.id, bad);
      const res = await upload(fileOf(header, [row]));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ line: 2, column: 'stock_adjustment', message: M.adjustmentInvalid }]);
    }
    const { header, row, col } = await adjustingRow(piece.id, '2');
    row[col('stock_quantity')] = '3';
    const res = await upload(fileOf(header, [row]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 2, column: 'stock_adjustment', message: M.adjustmentWithStock }]);
    expect(await stockOf(piece.id)).toBe(3);
  });

  it('refuses a row from before a sale that adjusts the stock and edits the price too', async () => {
    const [piece] = await productsWithStock(1, 3);
    const { header, row, col } = await adjustingRow(piece.id, '1');
    row[col('price')] = String(piece.pricePaise / 100 + 100);
    const shopper = await createShopper();
    expect((await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 1 }]))).status).toBe(
      201,
    );
    const res = await upload(fileOf(header, [row]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ line: 2, column: 'updated_at' });
    expect(res.body.errors[0].message).toMatch(/A row from that export may still adjust the stock/);
    expect(await stockOf(piece.id)).toBe(2);
  });

  it('adjusts one size of a piece in sizes, keeping what another size sold since the export', async () => {
    const id = await sizedProductId();
    const db = await getDb();
    const sizes = await db.select().from(productVariants).where(eq(productVariants.productId, id));
    const [first, second] = sizes;
    const { header, rows, col } = await exported(id);
    const blanked = rows.map((r) => {
      const cells = [...r.cells];
      cells[col('variant_stock')] = '';
      if (cells[col('variant_size')] === first.size) cells[col('variant_stock_adjustment')] = '2';
      return cells;
    });
    // A sale of the second size since the export: its stock down one, the product's version moved.
    await db
      .update(productVariants)
      .set({ stockQuantity: second.stockQuantity - 1 })
      .where(and(eq(productVariants.productId, id), eq(productVariants.size, second.size)));
    await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
    const res = await upload(fileOf(header, blanked));
    expect(res.status).toBe(200);
    const after = new Map(
      (await db.select().from(productVariants).where(eq(productVariants.productId, id))).map((v) => [
        v.size,
        v.stockQuantity,
      ]),
    );
    expect(after.get(first.size)).toBe(first.stockQuantity + 2);
    expect(after.get(second.size)).toBe(second.stockQuantity - 1);

    // The product's own stock_adjustment does not fit a piece in sizes.
    const again = await exported(id);
    const whole = again.rows.map((r) => {
      const cells = [...r.cells];
      cells[again.col('variant_stock')] = '';
      cells[again.col('stock_adjustment')] = '1';
      return cells;
    });
    const refused = await upload(fileOf(again.header, whole));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ line: 2, column: 'stock_adjustment', message: M.adjustmentSized }]);
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
