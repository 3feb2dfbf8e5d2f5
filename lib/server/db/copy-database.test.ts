// Moving a one-machine shop to PostgreSQL (npm run db:copy): every row of every table arrives, links between
// categories included, generated search columns are computed again, new rows continue after the copied ids,
// and a target that already holds data is refused untouched.
import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import * as schema from './schema';
import { rowsOf } from './rows';
import { seedCatalogue } from '@/test-support/call-route';
import { createStaff } from '@/test-support/create-staff';
import { createShopper } from '@/test-support/create-shopper';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  productsWithStock,
} from '@/test-support/checkout-fixtures';
import { copyDatabase } from './copy-database';

const count = async (db: Database, table: string) =>
  Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`)))[0].n);

const TABLES = [
  'users',
  'sessions',
  'categories',
  'products',
  'product_images',
  'carousel_images',
  'coupons',
  'shop_settings',
  'audit_log',
  'orders',
  'order_items',
  'order_events',
  'mail_outbox',
  'search_terms',
];

installSandboxProvider();

async function expectSameShop(source: Database, target: Database) {
  for (const table of TABLES)
    expect(`${table}: ${await count(target, table)}`).toBe(`${table}: ${await count(source, table)}`);
  const pick = (db: Database) =>
    db.execute(sql`SELECT id, name, slug, parent_id FROM categories ORDER BY id`).then((r) => rowsOf(r));
  expect(await pick(target)).toEqual(await pick(source));
  const products = (db: Database) =>
    db
      .execute(
        sql`SELECT id, name, price_paise::text AS price_paise, sizes, tags, category_id FROM products ORDER BY id`,
      )
      .then((r) => rowsOf(r));
  expect(await products(target)).toEqual(await products(source));
  const settings = (db: Database) => db.select().from(schema.shopSettings);
  expect(await settings(target)).toEqual(await settings(source));
  // The search columns are computed by the target itself.
  const found = rowsOf<{ n: number }>(
    await target.execute(
      sql`SELECT count(*)::int AS n FROM products WHERE search_vector @@ plainto_tsquery('english', 'necklace')`,
    ),
  );
  expect(Number(found[0].n)).toBeGreaterThan(0);
  // A new category takes the next id after the copied ones.
  const [max] = rowsOf<{ id: number }>(await source.execute(sql`SELECT max(id)::int AS id FROM categories`));
  const [added] = await target
    .insert(schema.categories)
    .values({ name: 'Copied Later', slug: `copied-later-${Date.now()}` })
    .returning({ id: schema.categories.id });
  expect(added.id).toBe(Number(max.id) + 1);
}

let source: Database;
beforeAll(async () => {
  await seedCatalogue();
  await createStaff('owner');
  const shopper = await createShopper();
  const [piece] = await productsWithStock(1, 5);
  expect((await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 2 }]))).status).toBe(201);
  source = await getDb();
  // A subcategory whose parent comes after it in id order would break a copy that inserts rows as they come.
  await source.execute(
    sql`UPDATE categories SET parent_id = (SELECT max(id) FROM categories) WHERE id = (SELECT min(id) FROM categories)`,
  );
}, 60_000);

it('copies the shop into an empty embedded database', async () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const target = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    const report = await copyDatabase(source, target);
    expect(report.find((r) => r.table === 'products')?.rows).toBeGreaterThan(100);
    await expectSameShop(source, target);
    // Copying again into a database that now holds the shop is refused, and changes nothing.
    await expect(copyDatabase(source, target)).rejects.toThrow(/already holds rows/);
    expect(await count(target, 'products')).toBe(await count(source, 'products'));
  } finally {
    await client.close();
  }
}, 60_000);

const serverUrl = process.env.TEST_POSTGRES_URL;
(serverUrl ? it : it.skip)(
  'copies the shop into an empty PostgreSQL database',
  async () => {
    const name = `storefront_copy_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const pool = new Pool({ connectionString: url.toString() });
    // pool.end() can resolve while a client's goodbye is still on the wire; the forced DROP below then ends that
    // connection from the server's side, and a pool without an error listener would throw it into the test run.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
    try {
      const target = drizzlePg(pool, { schema }) as unknown as Database;
      await copyDatabase(source, target);
      await expectSameShop(source, target);
    } finally {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
  60_000,
);
