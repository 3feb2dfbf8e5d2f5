// The products CSV. The export holds every field the import reads (a row per size); importing it
// unchanged changes nothing; a row with an id changes only the file's columns, one without creates a product;
// any bad row refuses the whole file with every problem by line and column; Shopify's column names work.
import { count, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, categories, productImages, products, productVariants } from '@/lib/server/db/schema';
import { parseCsv } from '@/lib/server/csv/read-csv';
import { csvCell } from '@/lib/server/csv';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { PRODUCT_CSV_COLUMNS } from '@/lib/shared/schemas/product-csv-schema';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import { ADMIN_PRODUCT_MESSAGES as P } from '@/lib/shared/messages/admin-products';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { exportCsv, uploadCsv } from '@/test-support/csv-upload';
import { startPictureHost, type PictureHost } from '@/test-support/picture-host';
import { GET as storefrontProduct } from '@/app/api/v1/products/[id]/route';

let staff: StaffAccount;
let host: PictureHost;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  host = await startPictureHost();
});
afterAll(() => host.close());

const productCount = async () => (await (await getDb()).select({ n: count() }).from(products))[0].n;
const auditCount = async () => (await (await getDb()).select({ n: count() }).from(auditLog))[0].n;
const upload = (csv: string, dryRun = false) => uploadCsv(csv, staff.cookieHeaders, { dryRun });

describe('GET /api/v1/admin/exports/products.csv', () => {
  it('writes every product with every import column, a row per size, product columns repeated', async () => {
    const res = await exportCsv(staff.cookieHeaders);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(res.body).records;
    expect(header.cells).toEqual([...PRODUCT_CSV_COLUMNS]);
    const db = await getDb();
    const variants = await db.select().from(productVariants);
    const sized = new Set(variants.map((v) => v.productId));
    expect(rows).toHaveLength((await productCount()) - sized.size + variants.length);
    const col = (name: string) => header.cells.indexOf(name);
    const sizedId = [...sized][0];
    const sizeRows = rows.filter((r) => Number(r.cells[col('id')]) === sizedId);
    const sizesOf = variants.filter((v) => v.productId === sizedId).map((v) => v.size);
    expect(sizeRows.map((r) => r.cells[col('variant_size')]).sort()).toEqual(sizesOf.sort());
    expect(new Set(sizeRows.map((r) => r.cells[col('name')])).size).toBe(1);
    const weighed = rows.find((r) => r.cells[col('pricing_kind')] === 'weight')!;
    expect(weighed.cells[col('metal_rate')]).not.toBe('');
    expect(weighed.cells[col('making_charge_kind')]).toMatch(/^(percent|per_gram)$/);
    expect(weighed.cells[col('weight_grams')]).toMatch(/^\d+(\.\d+)?$/);
  });

  it('refuses a shopper (403) and an anonymous caller (401)', async () => {
    const shopper = await createShopper();
    expect((await exportCsv(shopper.cookieHeaders)).status).toBe(403);
    expect((await exportCsv({})).status).toBe(401);
  });
});

describe('POST /api/v1/admin/imports/products', () => {
  it('round trip: importing the export unchanged reports every product unchanged and writes nothing', async () => {
    const csv = (await exportCsv(staff.cookieHeaders)).body as string;
    const audits = await auditCount();
    const res = await upload(csv);
    expect(res.status).toBe(200);
    const unchanged = await productCount();
    expect(res.body).toMatchObject({ dry_run: false, created: 0, updated: 0, unchanged, ignored_columns: [] });
    expect(await auditCount()).toBe(audits);
  });

  it("an edited export changes only the edited product: one size's stock, the rest unchanged", async () => {
    const db = await getDb();
    const [header, ...rows] = parseCsv((await exportCsv(staff.cookieHeaders)).body as string).records;
    const col = (name: string) => header.cells.indexOf(name);
    const edited = rows.find((r) => r.cells[col('variant_size')] !== '')!;
    const id = Number(edited.cells[col('id')]);
    const size = edited.cells[col('variant_size')];
    edited.cells[col('variant_stock')] = '17';
    const text = [header, ...rows].map((r) => r.cells.map(csvCell).join(',')).join('\n');
    const res = await upload(text);
    expect(res.body).toMatchObject({ created: 0, updated: 1, unchanged: (await productCount()) - 1 });
    const sizes = await db.select().from(productVariants).where(eq(productVariants.productId, id));
    expect(sizes.find((v) => v.size === size)!.stockQuantity).toBe(17);
    const [product] = await db.select().from(products).where(eq(products.id, id));
    expect(product.stockQuantity).toBe(sizes.reduce((sum, v) => sum + v.stockQuantity, 0));
  });

  it('refuses a SKU another product already has, naming its line', async () => {
    const head = 'slug,name,variant_size,variant_price,variant_stock,variant_sku';
    expect((await upload(`${head}\nsku-owner,Owner,7,900,1,CSV-SKU-1\n`)).body.created).toBe(1);
    const res = await upload(`${head}\nsku-clash,Clash,7,900,1,CSV-SKU-1\n`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 2, column: 'variant_sku', message: P.variantSkuTaken }]);
  });

  it('updates only the columns present, with an audit entry, and the storefront shows it', async () => {
    const db = await getDb();
    const sized = new Set((await db.select().from(productVariants)).map((v) => v.productId));
    const fixed = await db.select().from(products).where(eq(products.pricingKind, 'fixed'));
    const piece = fixed.find((p) => !sized.has(p.id))!;
    const res = await upload(`id,price,tags\n${piece.id},"1,234.50","gift, festive"\n`);
    expect(res.body).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [after] = await db.select().from(products).where(eq(products.id, piece.id));
    expect(after).toMatchObject({ pricePaise: 123_450, tags: ['gift', 'festive'] });
    const { name, description, stockQuantity } = piece;
    expect(after).toMatchObject({ name, description, stockQuantity });
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(piece.id)));
    expect(entries.at(-1)).toMatchObject({ action: 'product.update', actorLabel: staff.user.email });
    const params = { id: String(piece.id) };
    const shown = await callRoute(storefrontProduct, `/api/v1/products/${piece.id}`, { params });
    expect(shown.body.product.price).toBe(1234.5);
  });

  it('creates products from rows without an id, sizes and pictures included', async () => {
    const db = await getDb();
    const [category] = await db.select().from(categories).limit(1);
    const pictures = ['/media/a.webp', `${host.origin}/pic/b.png`];
    const csv = [
      'slug,name,description,category,price,stock_quantity,tags,image_urls,variant_size,variant_price,variant_stock',
      `,Lotus Pendant,Hand carved,${category.name.toUpperCase()},2500,4,"lotus, pendant",${pictures.join(' ')},,,`,
      `kada-bangle,Kada Bangle,,${category.name},,,,,2.4,3100,2`,
      `kada-bangle,Kada Bangle,,${category.name},,,,,2.6,3300,1`,
    ].join('\n');
    const before = await productCount();
    const res = await upload(csv);
    expect(res.body).toMatchObject({ created: 2, updated: 0 });
    expect(await productCount()).toBe(before + 2);
    const [lotus] = await db.select().from(products).where(eq(products.name, 'Lotus Pendant'));
    expect(lotus).toMatchObject({ slug: 'lotus-pendant', categoryId: category.id });
    expect(lotus).toMatchObject({ pricePaise: 250_000, stockQuantity: 4 });
    expect(lotus.tags).toEqual(['lotus', 'pendant']);
    const stored = await db.select().from(productImages).where(eq(productImages.productId, lotus.id));
    expect(stored.map((p) => p.url)).toEqual([pictures[0], expect.stringMatching(/^\/media\/products\/imported\//)]);
    const [kada] = await db.select().from(products).where(eq(products.name, 'Kada Bangle'));
    expect(kada).toMatchObject({ pricePaise: 310_000, stockQuantity: 3, sizes: ['2.4', '2.6'], priceVaries: true });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(kada.id)));
    expect(entry.action).toBe('product.create');
  });

  it('refuses a file with bad rows: 422 naming every problem by line and column, nothing written', async () => {
    const db = await getDb();
    const [piece] = await db.select().from(products).where(eq(products.pricingKind, 'fixed')).limit(1);
    const csv = [
      'id,name,price,stock_quantity,category,active,making_charge_kind,making_charge_value,' +
        'image_urls,pricing_kind,variant_size,variant_price',
      ',Good New Piece,999,1,,true,,,,,,', // line 2: fine on its own
      'abc,X,100,1,,,,,,,,', // 3: id not a number
      '99999999,X,100,1,,,,,,,,', // 4: no such product
      ',Cheap,-5,1,,,,,,,,', // 5: price
      ',Half,100,1.5,,,,,,,,', // 6: stock
      ',Lost,100,1,No Such Category,,,,,,,', // 7: category
      `${piece.id},,,,,maybe,,,,,,`, // 8: boolean
      ',Making,100,1,,,percent,,,,,', // 9: making half given
      ',Pictured,100,1,,,,,ftp://x/y.jpg,,,', // 10: picture URL
      ',Kind,100,1,,,,,,barter,,', // 11: pricing kind
      ',,100,1,,,,,,,,', // 12: a new product without a name
      ',Sized,,1,,,,,,,7,', // 13: a size without a price
      ',Wide,100,1,,,,,,,,,surplus', // 14: more cells than the header
    ].join('\n');
    const before = await productCount();
    const audits = await auditCount();
    const res = await upload(csv);
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe(ADMIN_ERROR_CODES.importRejected);
    expect(res.body.message).toEqual(expect.any(String));
    const at = (line: number) => res.body.errors.filter((e: { line: number }) => e.line === line);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([{ line: 3, column: 'id', message: M.idInvalid }]);
    expect(at(4)).toEqual([{ line: 4, column: 'id', message: M.idUnknown(99999999) }]);
    expect(at(5)).toEqual([{ line: 5, column: 'price', message: P.priceInvalid }]);
    expect(at(6)).toEqual([{ line: 6, column: 'stock_quantity', message: P.stockInvalid }]);
    expect(at(7)).toEqual([{ line: 7, column: 'category', message: M.categoryUnknown('No Such Category') }]);
    expect(at(8)).toEqual([{ line: 8, column: 'active', message: expect.any(String) }]);
    expect(at(9)).toEqual([{ line: 9, column: 'making_charge_value', message: M.makingIncomplete }]);
    expect(at(10)).toEqual([{ line: 10, column: 'image_urls', message: M.urlInvalid }]);
    expect(at(11)).toEqual([{ line: 11, column: 'pricing_kind', message: expect.any(String) }]);
    expect(at(12)).toEqual([{ line: 12, column: 'name', message: P.nameRequired }]);
    expect(at(13)).toEqual([{ line: 13, column: 'variant_price', message: P.variantPriceRequired }]);
    expect(at(14)).toEqual([{ line: 14, column: '', message: M.extraCells(13, 12) }]);
    expect(await productCount()).toBe(before);
    expect(await auditCount()).toBe(audits);
    expect(await db.select().from(products).where(eq(products.name, 'Good New Piece'))).toEqual([]);
  });

  it('is all or nothing: a bad last row leaves the good rows before it unwritten', async () => {
    const db = await getDb();
    const [piece] = await db.select().from(products).where(eq(products.pricingKind, 'fixed')).limit(1);
    const rows = Array.from({ length: 50 }, (_, i) => `,Batch Piece ${i},${100 + i},1`);
    const csv = ['id,name,price,stock_quantity', `${piece.id},Renamed Piece,,`, ...rows, ',Last Piece,free,1'];
    const res = await upload(csv.join('\r\n'));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 53, column: 'price', message: P.priceInvalid }]);
    const [after] = await db.select().from(products).where(eq(products.id, piece.id));
    expect(after.name).toBe(piece.name);
    const batch = await db
      .select()
      .from(products)
      .where(inArray(products.name, ['Batch Piece 0', 'Batch Piece 49']));
    expect(batch).toEqual([]);
  });

  it('reports an unclosed quote and a file that is not UTF-8 by line', async () => {
    const open = await upload('name,price\n"Broken,100\n');
    expect(open.status).toBe(422);
    expect(open.body.errors).toEqual([{ line: 2, column: '', message: M.unclosedQuote }]);
    const notUtf8 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff, 0x0a]);
    const latin1 = await uploadCsv(notUtf8, staff.cookieHeaders);
    expect(latin1.status).toBe(422);
    expect(latin1.body.errors[0].message).toBe(M.notUtf8);
  });

  it("reads a Shopify product export's columns: handles, Default Title, sizes, HTML bodies, pictures", async () => {
    const csv = [
      'Handle,Title,Body (HTML),Vendor,Tags,Published,Option1 Name,Option1 Value,Variant SKU,' +
        'Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Status',
      'ruby-studs,Ruby Studs,"<p>Red &amp; bright</p><script>alert(1)</script><p>Screw back</p>",Acme,' +
        `"studs, ruby",TRUE,Title,Default Title,SH-RS,5,1899.00,2499.00,${host.origin}/pic/r1.jpg,active`,
      `ruby-studs,,,,,,,,,,,,${host.origin}/pic/r2.jpg,`,
      'stack-ring,Stack Ring,<b>Plain</b> band,Acme,ring,TRUE,Size,6,SH-SR6,2,1500.00,,' +
        `${host.origin}/pic/s.jpg,draft`,
      'stack-ring,,,,,,,7,SH-SR7,3,1650.00,,,',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, updated: 0, rows: 4, products: 2 });
    expect(res.body.ignored_columns).toEqual(['Vendor', 'Published', 'Option1 Name']);
    const db = await getDb();
    const [studs] = await db.select().from(products).where(eq(products.name, 'Ruby Studs'));
    expect(studs.description).toBe('Red & bright\nScrew back');
    expect(studs).toMatchObject({ pricePaise: 189_900, originalPricePaise: 249_900 });
    expect(studs).toMatchObject({ stockQuantity: 5, tags: ['studs', 'ruby'], active: true, sizes: [] });
    const studPictures = await db.select().from(productImages).where(eq(productImages.productId, studs.id));
    // Copied into the media store, in the file's order: the catalogue never hot-links Shopify's CDN.
    expect(host.requests).toEqual(expect.arrayContaining(['/pic/r1.jpg', '/pic/r2.jpg']));
    const copies = studPictures.map((p) => p.url);
    expect(copies).toEqual([
      expect.stringMatching(/^\/media\/products\/imported\//),
      expect.stringMatching(/^\/media\//),
    ]);
    expect(new Set(copies).size).toBe(2);
    const [ring] = await db.select().from(products).where(eq(products.name, 'Stack Ring'));
    expect(ring).toMatchObject({ description: 'Plain band', active: false, pricePaise: 150_000, stockQuantity: 5 });
    expect(ring.sizes).toEqual(['6', '7']);
    const sizes = await db.select().from(productVariants).where(eq(productVariants.productId, ring.id));
    expect(sizes.map((v) => [v.size, v.sku, v.pricePaise, v.stockQuantity]).sort()).toEqual([
      ['6', 'SH-SR6', 150_000, 2],
      ['7', 'SH-SR7', 165_000, 3],
    ]);
  });

  it('dry run: the same summary and the same refusals, nothing written', async () => {
    const before = await productCount();
    const ok = await upload('name,price\nDry Piece,500\n', true);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ dry_run: true, created: 1, updated: 0, unchanged: 0 });
    const bad = await upload('name,price\nDry Piece,free\n', true);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ line: 2, column: 'price', message: P.priceInvalid }]);
    expect(await productCount()).toBe(before);
  });

  it('refuses a file over the size limit with 413, a shopper with 403, and no file with 400', async () => {
    const huge = await uploadCsv('name\nx\n', { ...staff.cookieHeaders, 'content-length': String(64 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: M.tooLarge(20), error_code: expect.any(String) });
    const shopper = await createShopper();
    const before = await productCount();
    expect((await uploadCsv('name,price\nSneaky,100\n', shopper.cookieHeaders)).status).toBe(403);
    expect(await productCount()).toBe(before);
    const empty = await uploadCsv('', staff.cookieHeaders);
    expect(empty.status).toBe(400);
  });
});
