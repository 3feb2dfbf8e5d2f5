// The product feeds as Merchant Center and Meta fetch them: parsed as XML and CSV, every active product listed
// with the fields each specification requires, INR prices and absolute links on SITE_URL.
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { GET as googleFeed } from '@/app/feeds/google.xml/route';
import { GET as metaFeed } from '@/app/feeds/meta.csv/route';
import { getDb } from '@/lib/server/db';
import { products, productVariants } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { META_COLUMNS } from './meta-feed';
import { FEED_CACHE_MAX_PRODUCTS, productFeed } from './product-feed';

const ORIGIN = 'https://shop.example.in';
const PRICE = /^\d+\.\d{2} INR$/;

type GoogleItem = Record<string, unknown> & { 'g:id': string; link: string; 'g:price': string };

async function activeProducts() {
  const db = await getDb();
  return db.select({ id: products.id, price: products.pricePaise, stock: products.stockQuantity }).from(products).where(eq(products.active, true));
}

/** What the feeds should list: each active piece, or each of its sizes, by feed id. */
async function expectedItems(): Promise<Map<string, { productId: number; price: number; stock: number; size: string | null }>> {
  const db = await getDb();
  const sizes = await db
    .select({ productId: productVariants.productId, size: productVariants.size, price: productVariants.pricePaise, stock: productVariants.stockQuantity })
    .from(productVariants);
  const expected = new Map<string, { productId: number; price: number; stock: number; size: string | null }>();
  for (const p of await activeProducts()) {
    const own = sizes.filter((v) => v.productId === p.id);
    if (own.length === 0) expected.set(String(p.id), { productId: p.id, price: p.price, stock: p.stock, size: null });
    for (const v of own) expected.set(`${p.id}-${v.size.replace(/[^A-Za-z0-9._-]+/g, '_')}`, { ...v });
  }
  return expected;
}

/** A CSV parser for the feed's own quoting (RFC 4180): fields in double quotes may hold commas and quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  return rows;
}

beforeAll(async () => {
  process.env.SITE_URL = ORIGIN;
  await seedCatalogue();
  // One piece taken offline: feeds list active products only.
  const db = await getDb();
  const [hidden] = await db.select({ id: products.id }).from(products).limit(1);
  await db.update(products).set({ active: false }).where(eq(products.id, hidden!.id));
  // One piece sold out: it stays in the feeds as out of stock.
  const [soldOut] = await db.select({ id: products.id }).from(products).where(eq(products.active, true)).limit(1);
  await db.update(products).set({ stockQuantity: 0 }).where(and(eq(products.id, soldOut!.id)));
});

afterAll(() => {
  delete process.env.SITE_URL;
});

describe('GET /feeds/google.xml', () => {
  it('is RSS 2.0 in the g: namespace with one item per active product (or size) and every required field', async () => {
    const { status, body, headers } = await callRoute(googleFeed, '/feeds/google.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('x-robots-tag')).toBe('noindex');

    const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'g:additional_image_link', parseTagValue: false });
    const feed = xml.parse(body as string);
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = feed.rss.channel.item as GoogleItem[];

    const expected = await expectedItems();
    expect(items.map((i) => i['g:id']).sort()).toEqual([...expected.keys()].sort());
    for (const item of items) {
      for (const field of ['g:id', 'g:title', 'g:description', 'link', 'g:image_link', 'g:price', 'g:availability', 'g:condition', 'g:brand', 'g:google_product_category', 'g:identifier_exists']) {
        expect([item['g:id'], field, item[field]]).toEqual([item['g:id'], field, expect.stringMatching(/\S/)]);
      }
      const wanted = expected.get(item['g:id'])!;
      expect(item.link).toBe(`${ORIGIN}/products/${wanted.productId}`);
      expect(item['g:image_link']).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(item['g:price']).toMatch(PRICE);
      if (item['g:sale_price'] !== undefined) expect(item['g:sale_price']).toMatch(PRICE);
      expect(item['g:condition']).toBe('new');
      expect(item['g:identifier_exists']).toBe('no');
      expect(item['g:google_product_category']).toBe('188');
      expect(item['g:shipping']).toMatchObject({ 'g:country': 'IN', 'g:price': '0.00 INR', 'g:min_handling_time': '2', 'g:max_handling_time': '3' });
      expect(item['g:return_policy_label']).toBe('returns-15-days');

      expect(item['g:availability']).toBe(wanted.stock > 0 ? 'in_stock' : 'out_of_stock');
      const paid = (item['g:sale_price'] ?? item['g:price']) as string;
      expect(Math.round(parseFloat(paid) * 100)).toBe(wanted.price);
      // A size carries its piece's id as its group, and its own size; a piece in one form neither.
      expect([item['g:id'], item['g:item_group_id'], item['g:size']]).toEqual(
        wanted.size === null ? [item['g:id'], undefined, undefined] : [item['g:id'], String(wanted.productId), wanted.size],
      );
    }
    expect(items.some((i) => i['g:item_group_id'] !== undefined)).toBe(true);
    expect(items.some((i) => i['g:availability'] === 'out_of_stock')).toBe(true);
    expect(items.some((i) => typeof i['g:product_type'] === 'string' && (i['g:product_type'] as string).length > 0)).toBe(true);
  });
});

describe('GET /feeds/meta.csv', () => {
  it("has Meta's columns and one row per active product (or size), with INR prices and absolute links", async () => {
    const { status, body, headers } = await callRoute(metaFeed, '/feeds/meta.csv');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    const [head, ...rows] = parseCsv(body as string);
    expect(head).toEqual([...META_COLUMNS]);
    const column = (name: (typeof META_COLUMNS)[number]) => head!.indexOf(name);
    const expected = await expectedItems();
    expect(rows.map((row) => row[column('id')]).sort()).toEqual([...expected.keys()].sort());
    for (const row of rows) {
      expect(row).toHaveLength(META_COLUMNS.length);
      for (const name of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand'] as const) {
        expect([row[column('id')], name, row[column(name)]]).toEqual([row[column('id')], name, expect.stringMatching(/\S/)]);
      }
      expect(row[column('price')]).toMatch(PRICE);
      expect(['in stock', 'out of stock']).toContain(row[column('availability')]);
      const wanted = expected.get(row[column('id')]!)!;
      expect(row[column('link')]).toBe(`${ORIGIN}/products/${wanted.productId}`);
      expect([row[column('item_group_id')], row[column('size')]]).toEqual(wanted.size === null ? ['', ''] : [String(wanted.productId), wanted.size]);
      expect(row[column('availability')]).toBe(wanted.stock > 0 ? 'in stock' : 'out of stock');
    }
  });
});

describe('productFeed', () => {
  it('streams the same feed in batches, for catalogues too large to keep whole', async () => {
    let streamed = '';
    for await (const chunk of productFeed('meta', ORIGIN)) streamed += chunk;
    expect(streamed).toBe((await callRoute(metaFeed, '/feeds/meta.csv')).body);
    expect(FEED_CACHE_MAX_PRODUCTS).toBeGreaterThan((await activeProducts()).length);
  });
});
