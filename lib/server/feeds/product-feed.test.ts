// The product feeds as Merchant Center and Meta fetch them: parsed as XML and CSV, every active product listed
// with the fields each specification requires, INR prices and absolute links on SITE_URL.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { XMLParser } from 'fast-xml-parser';
import { GET as googleFeed } from '@/app/feeds/google.xml/route';
import { GET as metaFeed } from '@/app/feeds/meta.csv/route';
import { getDb } from '@/lib/server/db';
import { productVariants, products } from '@/lib/server/db/schema';
import { syncProductsFromVariants } from '@/lib/server/pricing';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { META_COLUMNS } from './meta-feed';
import { productFeed } from './product-feed';
import { shipsByDate } from '@/lib/shared/catalogue/made-to-order';

const ORIGIN = 'https://shop.example.in';
const PRICE = /^\d+\.\d{2} INR$/;

type GoogleItem = Record<string, unknown> & { 'g:id': string; link: string; 'g:price': string };

async function activeProducts() {
  const db = await getDb();
  return db
    .select({
      id: products.id,
      price: products.pricePaise,
      stock: products.stockQuantity,
      madeToOrderDays: products.madeToOrderDays,
    })
    .from(products)
    .where(eq(products.active, true));
}

/** A size's item id, as the feeds write it: the product's id and the size, odd characters as '_'. */
const variantItemId = (productId: number, size: string) => `${productId}-${size.replace(/[^A-Za-z0-9._-]+/g, '_')}`;

/** What each feed item must say, worked out from the database: one per size where a piece has sizes. */
type Expected = {
  id: string;
  groupId: string | null;
  size: string | null;
  pricePaise: number;
  /** As Google words it: a made-to-order piece is a backorder, whatever is on the shelf. */
  availability: 'in_stock' | 'out_of_stock' | 'backorder';
  /** The days before it leaves: the shop's 2-3, or a made-to-order piece's lead time. */
  handling: [number, number];
  returnLabel: string;
  productId: number;
};

const MADE_TO_ORDER_DAYS = 21;

async function expectedItems(): Promise<Map<string, Expected>> {
  const db = await getDb();
  const active = await activeProducts();
  const sizes = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        active.map((p) => p.id),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  const expected = new Map<string, Expected>();
  for (const p of active) {
    const own = sizes.filter((v) => v.productId === p.id);
    const terms = (stock: number) =>
      p.madeToOrderDays !== null
        ? {
            availability: 'backorder' as const,
            handling: [p.madeToOrderDays, p.madeToOrderDays] as [number, number],
            returnLabel: 'no-returns',
          }
        : {
            availability: stock > 0 ? ('in_stock' as const) : ('out_of_stock' as const),
            handling: [2, 3] as [number, number],
            returnLabel: 'returns-15-days',
          };
    if (own.length === 0) {
      const id = String(p.id);
      expected.set(id, { id, groupId: null, size: null, pricePaise: p.price, ...terms(p.stock), productId: p.id });
    }
    for (const v of own) {
      const id = variantItemId(p.id, v.size);
      const item = { id, groupId: String(p.id), size: v.size, pricePaise: v.pricePaise, productId: p.id };
      expected.set(id, { ...item, ...terms(v.stockQuantity) });
    }
  }
  return expected;
}

/** Where an item lands: a size's own address (whose page shows that size's price), or the piece's page. */
const landingPage = (want: Expected) =>
  want.size === null
    ? `${ORIGIN}/products/${want.productId}`
    : `${ORIGIN}/products/${want.productId}?size=${encodeURIComponent(want.size)}`;

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

// The prepared files are this file's own: other test files have other databases.
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'feeds-'));

beforeAll(async () => {
  process.env.SITE_URL = ORIGIN;
  await seedCatalogue();
  // One piece taken offline: feeds list active products only.
  const db = await getDb();
  const [hidden] = await db.select({ id: products.id }).from(products).limit(1);
  await db.update(products).set({ active: false }).where(eq(products.id, hidden!.id));
  // One piece sold out: it stays in the feeds as out of stock.
  const [soldOut] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), sql`cardinality(${products.sizes}) = 0`))
    .limit(1);
  await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soldOut!.id));
  // One piece made to order, with none on the shelf: it can be ordered, ships when made, and is not returnable.
  const [madeToOrder] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), sql`cardinality(${products.sizes}) = 0`, ne(products.id, soldOut!.id)))
    .limit(1);
  await db
    .update(products)
    .set({ stockQuantity: 0, madeToOrderDays: MADE_TO_ORDER_DAYS })
    .where(eq(products.id, madeToOrder!.id));
  // One size of a piece with sizes sold out: only that size's item says so.
  const [size] = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.active, true))
    .limit(1);
  await db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, size!.id));
  await syncProductsFromVariants(db, [size!.productId]);
  // A piece in sizes struck through from its dearest size's price: every cheaper size is on sale from it.
  const [struck] = await db
    .select({ id: productVariants.productId, dearest: sql<number>`max(${productVariants.pricePaise})` })
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.active, true)))
    .groupBy(productVariants.productId)
    .having(sql`min(${productVariants.pricePaise}) < max(${productVariants.pricePaise})`)
    .limit(1);
  await db.update(products).set({ originalPricePaise: struck!.dearest }).where(eq(products.id, struck!.id));
});

afterAll(() => {
  delete process.env.SITE_URL;
});

describe('GET /feeds/google.xml', () => {
  it('is RSS 2.0 in the g: namespace with one item per active product and every required field', async () => {
    const { status, body, headers } = await callRoute(googleFeed, '/feeds/google.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('x-robots-tag')).toBe('noindex');

    const xml = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'item' || name === 'g:additional_image_link',
      parseTagValue: false,
    });
    const feed = xml.parse(body as string);
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = feed.rss.channel.item as GoogleItem[];

    const expected = await expectedItems();
    expect(items.map((i) => i['g:id']).sort()).toEqual([...expected.keys()].sort());
    for (const item of items) {
      for (const field of [
        'g:id',
        'g:title',
        'g:description',
        'link',
        'g:image_link',
        'g:price',
        'g:availability',
        'g:condition',
        'g:brand',
        'g:google_product_category',
        'g:identifier_exists',
      ]) {
        expect([item['g:id'], field, item[field]]).toEqual([item['g:id'], field, expect.stringMatching(/\S/)]);
      }
      expect(item.link).toBe(landingPage(expected.get(item['g:id'])!));
      expect(item['g:image_link']).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(item['g:price']).toMatch(PRICE);
      if (item['g:sale_price'] !== undefined) expect(item['g:sale_price']).toMatch(PRICE);
      expect(item['g:condition']).toBe('new');
      expect(item['g:identifier_exists']).toBe('no');
      expect(item['g:google_product_category']).toBe('188');
      const want = expected.get(item['g:id'])!;
      // The piece's own terms, as its page and its Offer say them (a made-to-order piece: its lead time, no returns).
      expect([item['g:id'], item['g:shipping']]).toMatchObject([
        want.id,
        {
          'g:country': 'IN',
          'g:price': '0.00 INR',
          'g:min_handling_time': String(want.handling[0]),
          'g:max_handling_time': String(want.handling[1]),
        },
      ]);
      expect([item['g:id'], item['g:return_policy_label']]).toEqual([want.id, want.returnLabel]);
      expect([item['g:id'], item['g:availability']]).toEqual([want.id, want.availability]);
      // Google requires the day a backordered piece ships: the lead time from today, in India.
      const shipsBy =
        want.availability === 'backorder' ? `${shipsByDate(new Date(), want.handling[1])}T00:00+0530` : undefined;
      expect([item['g:id'], item['g:availability_date']]).toEqual([want.id, shipsBy]);

      // Each size its own price, stock and size, grouped under its product's id; a piece without sizes alone.
      const grouping = [item['g:id'], item['g:item_group_id'] ?? null, item['g:size'] ?? null];
      expect(grouping).toEqual([want.id, want.groupId, want.size]);
      const paid = (item['g:sale_price'] ?? item['g:price']) as string;
      expect([item['g:id'], Math.round(parseFloat(paid) * 100)]).toEqual([want.id, want.pricePaise]);
    }
    expect(items.some((i) => i['g:availability'] === 'out_of_stock' && i['g:item_group_id'] === undefined)).toBe(true);
    expect(items.some((i) => i['g:availability'] === 'out_of_stock' && i['g:item_group_id'] !== undefined)).toBe(true);
    expect(items.filter((i) => i['g:availability'] === 'backorder')).toHaveLength(1);
    // Sizes that differ in price: the group's items do not all say the product's lowest price.
    const groups = new Map<string, Set<string>>();
    for (const i of items) {
      const group = i['g:item_group_id'] as string | undefined;
      if (group !== undefined) groups.set(group, (groups.get(group) ?? new Set<string>()).add(i['g:price']));
    }
    expect(groups.size).toBeGreaterThan(0);
    const onSale = items.filter((i) => i['g:item_group_id'] !== undefined && i['g:sale_price'] !== undefined);
    expect(onSale.length).toBeGreaterThan(0);
    for (const i of onSale) expect(parseFloat(i['g:price'])).toBeGreaterThan(parseFloat(i['g:sale_price'] as string));
    expect([...groups.values()].some((prices) => prices.size > 1)).toBe(true);
    expect(
      items.some((i) => typeof i['g:product_type'] === 'string' && (i['g:product_type'] as string).length > 0),
    ).toBe(true);
  });
});

describe('GET /feeds/meta.csv', () => {
  it("has Meta's columns and one row per active product, with INR prices and absolute links", async () => {
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
      for (const name of [
        'id',
        'title',
        'description',
        'availability',
        'condition',
        'price',
        'link',
        'image_link',
        'brand',
      ] as const) {
        expect([row[column('id')], name, row[column(name)]]).toEqual([
          row[column('id')],
          name,
          expect.stringMatching(/\S/),
        ]);
      }
      const want = expected.get(row[column('id')]!)!;
      expect(row[column('price')]).toMatch(PRICE);
      expect(row[column('link')]).toBe(landingPage(want));
      const grouping = [want.id, row[column('item_group_id')], row[column('size')]];
      expect(grouping).toEqual([want.id, want.groupId ?? '', want.size ?? '']);
      const availability = { in_stock: 'in stock', out_of_stock: 'out of stock', backorder: 'available for order' };
      expect([want.id, row[column('availability')]]).toEqual([want.id, availability[want.availability]]);
      const paid = row[column('sale_price')] || row[column('price')]!;
      expect([want.id, Math.round(parseFloat(paid) * 100)]).toEqual([want.id, want.pricePaise]);
    }
  });
});

describe('productFeed', () => {
  it('is what the route serves from its prepared file', async () => {
    let streamed = '';
    for await (const chunk of productFeed('meta', ORIGIN)) streamed += chunk;
    expect(streamed).toBe((await callRoute(metaFeed, '/feeds/meta.csv')).body);
  });
});

describe('the prepared feed files', () => {
  const fetchRaw = (handler: typeof googleFeed, path: string, headers: Record<string, string> = {}) =>
    handler(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));

  it('are sent as Brotli or gzip as the client accepts, and plain to one that accepts neither', async () => {
    const plain = await (await fetchRaw(googleFeed, '/feeds/google.xml')).text();
    const br = await fetchRaw(googleFeed, '/feeds/google.xml', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    expect(brBytes.length).toBeLessThan(plain.length / 3);
    const gz = await fetchRaw(metaFeed, '/feeds/meta.csv', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const csv = gunzipSync(Buffer.from(await gz.arrayBuffer())).toString();
    expect(csv).toBe(await (await fetchRaw(metaFeed, '/feeds/meta.csv')).text());
    const refused = await fetchRaw(googleFeed, '/feeds/google.xml', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(plain);
  });

  it('answer 304 to a client holding the current one, and a new ETag after the catalogue changes', async () => {
    const first = await fetchRaw(googleFeed, '/feeds/google.xml');
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const again = await fetchRaw(googleFeed, '/feeds/google.xml', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const since = await fetchRaw(googleFeed, '/feeds/google.xml', { 'if-modified-since': lastModified });
    expect(since.status).toBe(304);
    // Not written again per fetch: the same build answers until the catalogue changes.
    expect((await fetchRaw(googleFeed, '/feeds/google.xml')).headers.get('last-modified')).toBe(lastModified);

    const db = await getDb();
    const [piece] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.active, true), sql`cardinality(${products.sizes}) = 0`))
      .limit(1);
    await db
      .update(products)
      .set({ pricePaise: sql`${products.pricePaise} + 100` })
      .where(eq(products.id, piece!.id));
    const changed = await fetchRaw(googleFeed, '/feeds/google.xml', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
