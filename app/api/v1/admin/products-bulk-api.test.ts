// Bulk edits of products, chosen by id or by the list's filter: each action, its rounding, one audit
// entry per product changed, the storefront at once, and who may do it.
import { count, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, categories, metalRates, products, productVariants } from '@/lib/server/db/schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { priceAtRate } from '@/lib/server/pricing/weight-pricing';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { GET as storefrontProduct } from '@/app/api/v1/products/[id]/route';
import { GET as storefrontList } from '@/app/api/v1/products/route';
import { POST as bulk } from './products/bulk/route';

let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

const PATH = '/api/v1/admin/products/bulk';
const send = (body: unknown, headers = staff.cookieHeaders) => callRoute(bulk, PATH, { method: 'POST', body, headers });

async function fixedPieces(n: number) {
  const db = await getDb();
  const sized = new Set((await db.select().from(productVariants)).map((v) => v.productId));
  const fixed = await db.select().from(products).where(eq(products.pricingKind, 'fixed')).orderBy(products.id);
  return fixed.filter((p) => !sized.has(p.id)).slice(0, n);
}
const rows = async (ids: number[]) =>
  (await getDb()).select().from(products).where(inArray(products.id, ids)).orderBy(products.id);
const entriesFor = async (ids: number[]) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(inArray(auditLog.entityId, ids.map(String)));

describe('POST /api/v1/admin/products/bulk', () => {
  it('deactivates: the pieces leave the storefront list and pages at once, one audit entry each', async () => {
    const pieces = await fixedPieces(3);
    const ids = pieces.map((p) => p.id);
    const listed = async () => {
      const search = encodeURIComponent(pieces[0].name);
      const all = await callRoute(storefrontList, `/api/v1/products?per_page=100&search=${search}`);
      return all.body.products.map((p: { id: number }) => p.id);
    };
    expect(await listed()).toContain(ids[0]);
    const res = await send({ ids, set: { active: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matched: 3, changed: 3, skipped: 0 });
    expect((await rows(ids)).map((r) => r.active)).toEqual([false, false, false]);
    expect(await listed()).not.toContain(ids[0]);
    const page = await callRoute(storefrontProduct, `/api/v1/products/${ids[1]}`, { params: { id: String(ids[1]) } });
    expect(page.status).toBe(404);
    const entries = await entriesFor(ids);
    expect(entries.filter((e) => e.action === 'product.update')).toHaveLength(3);
    const after = expect.objectContaining({ active: false });
    expect(entries[0]).toMatchObject({ actorLabel: staff.user.email, before: { active: true }, after });

    const again = await send({ ids, set: { active: true } });
    expect(again.body).toMatchObject({ matched: 3, changed: 3 });
    expect(await listed()).toContain(ids[0]);
  });

  it('sets a category, and adds and removes a tag, where search finds them', async () => {
    const db = await getDb();
    const ids = (await fixedPieces(4)).map((p) => p.id);
    const [category] = await db.select().from(categories).orderBy(categories.id).limit(1);
    expect((await send({ ids, set: { category_id: category.id } })).status).toBe(200);
    const moved = await rows(ids);
    expect(moved.every((r) => r.categoryId === category.id && r.searchText.includes(category.name))).toBe(true);
    expect((await send({ ids, set: { add_tag: 'Diwali Edit' } })).body.changed).toBe(4);
    const tagged = await rows(ids);
    expect(tagged.every((r) => r.tags.includes('Diwali Edit') && r.searchText.includes('Diwali Edit'))).toBe(true);
    // Adding it twice changes nothing; removing ignores case.
    expect((await send({ ids, set: { add_tag: 'diwali edit' } })).body.changed).toBe(0);
    expect((await send({ ids, set: { remove_tag: 'DIWALI EDIT' } })).body.changed).toBe(4);
    expect((await rows(ids)).some((r) => r.tags.includes('Diwali Edit'))).toBe(false);
    const missing = await send({ ids, set: { category_id: 999999 } });
    expect(missing.status).toBe(400);
  });

  it('moves fixed prices by a percent to the nearest rupee, and skips pieces priced by weight', async () => {
    const db = await getDb();
    const [fixed] = await fixedPieces(1);
    const [weighed] = await db.select().from(products).where(eq(products.pricingKind, 'weight')).limit(1);
    const res = await send({ ids: [fixed.id, weighed.id], set: { price_percent: 12.5 } });
    expect(res.body).toMatchObject({ matched: 2, changed: 1, skipped: 1 });
    const [after] = await rows([fixed.id]);
    expect(after.pricePaise).toBe(Math.round((fixed.pricePaise * 1.125) / 100) * 100);
    expect(after.pricePaise % 100).toBe(0);
    if (fixed.originalPricePaise !== null) {
      expect(after.originalPricePaise).toBe(Math.round((fixed.originalPricePaise * 1.125) / 100) * 100);
    }
    const [unchanged] = await rows([weighed.id]);
    expect(unchanged.pricePaise).toBe(weighed.pricePaise);
  });

  it("moves making charges of pieces by weight and re-prices them (and each size) at today's rate", async () => {
    const db = await getDb();
    const byWeight = eq(products.pricingKind, 'weight');
    const weighed = await db.select().from(products).where(byWeight).orderBy(products.id).limit(5);
    const ids = weighed.map((p) => p.id);
    const res = await send({ ids, set: { making_percent: 10 } });
    expect(res.body.changed).toBe(5);
    const rates = new Map((await db.select().from(metalRates)).map((r) => [r.key, r.ratePaisePerGram]));
    for (const [i, row] of (await rows(ids)).entries()) {
      const was = weighed[i];
      const making = was.makingChargeValue!;
      const toRupee = Math.round((making * 1.1) / 100) * 100;
      const expected = was.makingChargeKind === 'percent' ? Math.round(making * 1.1) : toRupee;
      expect(row.makingChargeValue).toBe(expected);
      const sizes = await db.select().from(productVariants).where(eq(productVariants.productId, row.id));
      const grams = sizes.length ? sizes.map((v) => v.weightGrams ?? row.weightGrams) : [row.weightGrams];
      const rate = rates.get(row.metalRateKey!)!;
      const terms = { rateKey: row.metalRateKey!, makingKind: row.makingChargeKind!, makingValue: expected };
      const prices = grams.map(
        (g) => priceAtRate({ ...terms, stonePaise: row.stoneChargesPaise, weightGrams: Number(g) }, rate).pricePaise,
      );
      expect(row.pricePaise).toBe(Math.min(...prices));
    }
  });

  it('chooses by the list filter: every matching piece, however many pages', async () => {
    const db = await getDb();
    const [category] = await db.select().from(categories).orderBy(categories.id).limit(1);
    const [{ n }] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, category.id));
    const res = await send({ filter: { category_id: category.id, status: 'all' }, set: { add_tag: 'filtered' } });
    expect(res.body.matched).toBe(n);
    const inCategory = await db.select().from(products).where(eq(products.categoryId, category.id));
    const tagged = inCategory.filter((p) => p.tags.includes('filtered'));
    expect(tagged.length).toBe(n);
  });

  it('refuses bad bodies with 400 and a shopper with 403, changing nothing', async () => {
    const ids = (await fixedPieces(1)).map((p) => p.id);
    expect((await send({ ids, set: {} })).status).toBe(400);
    expect((await send({ ids, filter: {}, set: { active: false } })).status).toBe(400);
    expect((await send({ ids, set: { price_percent: -95 } })).status).toBe(400);
    const shopper = await createShopper();
    const refused = await send({ ids, set: { active: false } }, shopper.cookieHeaders);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe(ADMIN_ERROR_CODES.forbidden);
    expect((await rows(ids))[0].active).toBe(true);
  });
});
