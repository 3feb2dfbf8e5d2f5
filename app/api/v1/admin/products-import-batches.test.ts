// A real products import is written in batches, each its own transaction, and stays all or nothing: a row
// found changed when its batch comes (a sale since the file was checked) refuses the file with its line, and
// the batches already written are rolled back, so the catalogue is as it was, with every sale kept.
import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/lib/server/db';
import { parseCsv } from '@/lib/server/csv/read-csv';
import { staffActorOf, type StaffActor } from '@/lib/server/access/staff-actor';
import { importProducts } from '@/lib/server/catalogue/product-import';
import { undoAbandonedImports } from '@/lib/server/catalogue/import/import-undo';
import { seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { exportCsv } from '@/test-support/csv-upload';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  productsWithStock,
  stockOf,
  type TestProduct,
} from '@/test-support/checkout-fixtures';

installSandboxProvider();

let actor: StaffActor;
let cookies: Record<string, string>;
beforeAll(async () => {
  await seedCatalogue();
  const owner = await createStaff('owner');
  cookies = owner.cookieHeaders;
  const user = { id: owner.user.id, email: owner.user.email, name: 'Owner' };
  const session = { sessionId: 0, user, role: 'owner', signedInAt: new Date(), reauthenticatedAt: null };
  actor = staffActorOf({ ...session, grantedPermissions: [] }, '127.0.0.1');
});

/** Every product, size and picture row as the database holds it, by id. */
async function catalogue(): Promise<Map<string, unknown>> {
  const db = await getDb();
  const rows = rowsOf<{ key: string; row: unknown }>(
    await db.execute(sql`
      SELECT 'p' || id AS key, to_jsonb(p) - 'title_vector' - 'search_vector' AS row FROM products p
      UNION ALL SELECT 'v' || id, to_jsonb(v) FROM product_variants v
      UNION ALL SELECT 'i' || id, to_jsonb(i) FROM product_images i`),
  );
  return new Map(rows.map((r) => [r.key, r.row]));
}

/** The export with every product's description edited (each row of a product alike), a new piece at the end,
 *  and the products in the file's order (the order the import writes them in). */
async function editedExport() {
  const [header, ...rows] = parseCsv((await exportCsv(cookies)).body as string).records;
  const col = (name: string) => header.cells.indexOf(name);
  const lines = new Map<number, number>();
  const cells = rows.map((r, i) => {
    const out = [...r.cells];
    const id = Number(out[col('id')]);
    if (!lines.has(id)) lines.set(id, i + 2);
    out[col('description')] = `${out[col('description')]} (edited)`;
    return out;
  });
  const fresh = header.cells.map(() => '');
  fresh[col('name')] = 'Batch Test Bangle';
  fresh[col('pricing_kind')] = 'fixed';
  fresh[col('price')] = '4999';
  fresh[col('stock_quantity')] = '2';
  cells.push(fresh);
  const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  const csv = [header.cells, ...cells].map((r) => r.map(quote).join(',')).join('\n') + '\n';
  return { csv: new TextEncoder().encode(csv), lines, order: [...lines.keys()] };
}

/** The last piece without sizes, with stock to sell. */
async function lastPiece(): Promise<TestProduct> {
  const db = await getDb();
  const [row] = rowsOf<TestProduct>(
    await db.execute(sql`
      UPDATE products SET stock_quantity = 5 WHERE id = (
        SELECT max(id) FROM products WHERE active AND archived_at IS NULL AND cardinality(sizes) = 0)
      RETURNING id, name, price_paise AS "pricePaise"`),
  );
  return row;
}

async function buy(piece: TestProduct, quantity: number) {
  const shopper = await createShopper();
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity }]));
  expect(res.status).toBe(201);
}

describe('products import in batches', () => {
  it('a sale after the check refuses that row when its batch comes; nothing is written', async () => {
    const [piece] = await productsWithStock(1, 5);
    const { csv, lines } = await editedExport();
    const before = await catalogue();
    const outcome = await importProducts(actor, csv, {
      dryRun: false,
      batchSize: 3,
      beforeBatch: async (n) => {
        if (n === 0) await buy(piece, 2);
      },
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([expect.objectContaining({ line: lines.get(piece.id), column: 'updated_at' })]);
    expect(await stockOf(piece.id)).toBe(3);
    const after = await catalogue();
    const changed = [...after.keys()].filter((k) => JSON.stringify(after.get(k)) !== JSON.stringify(before.get(k)));
    expect(changed).toEqual([`p${piece.id}`]);
  });

  it('a sale in a late batch rolls back the batches written before it; a sale between keeps its stock', async () => {
    const [early] = await productsWithStock(1, 5);
    const late = await lastPiece();
    const { csv, lines, order } = await editedExport();
    const batchOf = (id: number) => Math.floor(order.indexOf(id) / 3);
    expect(batchOf(late.id)).toBeGreaterThan(batchOf(early.id));
    const before = await catalogue();
    let batches = 0;
    const outcome = await importProducts(actor, csv, {
      dryRun: false,
      batchSize: 3,
      beforeBatch: async (n) => {
        batches = n + 1;
        // After its batch wrote the early piece, a shopper buys 1 of it.
        if (n === batchOf(early.id) + 1) await buy(early, 1);
        // The late piece sells before its own batch: that batch refuses the file.
        if (n === batchOf(late.id)) await buy(late, 2);
      },
    });
    expect(batches).toBe(batchOf(late.id) + 1);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([expect.objectContaining({ line: lines.get(late.id), column: 'updated_at' })]);
    // Everything as it was, the new piece gone; the two sold pieces keep their sales and get new versions.
    const after = await catalogue();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (k) => JSON.stringify(after.get(k)) !== JSON.stringify(before.get(k)),
    );
    expect(changed.sort()).toEqual([`p${early.id}`, `p${late.id}`].sort());
    expect(await stockOf(early.id)).toBe(4);
    expect(await stockOf(late.id)).toBe(3);
    const was = before.get(`p${early.id}`) as Record<string, unknown>;
    const now = after.get(`p${early.id}`) as Record<string, unknown>;
    expect(now.description).toBe(was.description);
    expect(now.updated_at).not.toBe(was.updated_at);
    const db = await getDb();
    const journal = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM product_import_journal`));
    expect(journal[0].n).toBe(0);
  });

  it('an import cut off between batches (its process died) is rolled back before the next one', async () => {
    const { csv } = await editedExport();
    const before = await catalogue();
    let reached: () => void = () => undefined;
    const cut = new Promise<void>((resolve) => (reached = resolve));
    // The import stops for good before its third batch, as if its process had died there.
    void importProducts(actor, csv, {
      dryRun: false,
      batchSize: 3,
      beforeBatch: async (n) => {
        if (n !== 2) return;
        reached();
        await new Promise(() => undefined);
      },
    });
    await cut;
    const written = await catalogue();
    expect(
      [...written.keys()].filter((k) => JSON.stringify(written.get(k)) !== JSON.stringify(before.get(k))).length,
    ).toBeGreaterThan(0);
    const db = await getDb();
    await undoAbandonedImports(db);
    expect(await catalogue()).not.toEqual(before); // not yet: it may still be running
    await db.execute(sql`UPDATE product_imports SET touched_at = now() - interval '11 minutes'`);
    await undoAbandonedImports(db);
    expect(await catalogue()).toEqual(before);
    const left = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT (SELECT count(*) FROM product_imports)::int + (SELECT count(*) FROM product_import_journal)::int AS n`,
      ),
    );
    expect(left[0].n).toBe(0);
  });

  it('a file that applies in several batches writes every one of them', async () => {
    const { csv } = await editedExport();
    const outcome = await importProducts(actor, csv, { dryRun: false, batchSize: 4 });
    expect(outcome).toMatchObject({ ok: true, summary: { created: 1 } });
    const db = await getDb();
    const made = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE name = 'Batch Test Bangle'`),
    );
    expect(made[0].n).toBe(1);
  });
});
