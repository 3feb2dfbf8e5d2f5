// A products import of 2,000 rows (scripts/bench-import.ts times 10,000) creates and then updates in
// batches across their boundaries, in one transaction each, and the updates keep what the file does not name.
import { count, eq, inArray, like } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, categories, products, productVariants } from '@/lib/server/db/schema';
import { seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { uploadCsv } from '@/test-support/csv-upload';

const ROWS = 2000;
let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

describe('a 2,000-row products import', () => {
  it('creates every product, with sizes, and then updates each one', async () => {
    const db = await getDb();
    const [category] = await db.select().from(categories).limit(1);
    const lines = [
      'slug,name,category,price,stock_quantity,pricing_kind,metal_rate,weight_grams,' +
        'making_charge_kind,making_charge_value,variant_size,variant_price,variant_stock',
    ];
    for (let n = 1; lines.length <= ROWS; n++) {
      if (n % 10 === 0) {
        for (const size of ['S', 'M']) lines.push(`vol-${n},Volume ${n},${category.name},,,,,,,,${size},${1000 + n},2`);
      } else if (n % 7 === 0) lines.push(`vol-${n},Volume ${n},${category.name},,1,weight,gold_22k,4.5,percent,10,,,`);
      else lines.push(`vol-${n},Volume ${n},${category.name},${500 + n},3,,,,,,,,`);
    }
    const made = await uploadCsv(lines.slice(0, ROWS + 1).join('\n'), staff.cookieHeaders);
    expect(made.status).toBe(200);
    const created = await db.select().from(products).where(like(products.slug, 'vol-%'));
    expect(made.body.created).toBe(created.length);
    expect(made.body.rows).toBe(ROWS);
    const sized = created.filter((p) => p.sizes.length > 0);
    expect(sized.length).toBeGreaterThan(50);
    expect(sized.every((p) => p.stockQuantity === 4 && p.sizes.join() === 'S,M')).toBe(true);
    const ofSized = inArray(
      productVariants.productId,
      sized.map((p) => p.id),
    );
    const [{ n: sizeRows }] = await db.select({ n: count() }).from(productVariants).where(ofSized);
    expect(sizeRows).toBe(sized.length * 2);

    const weighed = created.filter((p) => p.pricingKind === 'weight');
    // Pieces by weight get a making charge of 15 %; fixed-price ones keep none (both making columns empty).
    const making = (p: (typeof created)[number]) => (p.pricingKind === 'weight' ? 'percent,15' : ',');
    const update = ['id,name,making_charge_kind,making_charge_value'];
    for (const p of created) update.push(`${p.id},${p.name} (renamed),${making(p)}`);
    const changed = await uploadCsv(update.join('\n'), staff.cookieHeaders);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ updated: created.length, created: 0, unchanged: 0 });
    const after = await db.select().from(products).where(like(products.slug, 'vol-%'));
    expect(after.every((p) => p.name.endsWith('(renamed)'))).toBe(true);
    const before = new Map(created.map((p) => [p.id, p]));
    for (const p of after) {
      const was = before.get(p.id)!;
      expect(p.stockQuantity).toBe(was.stockQuantity);
      if (p.pricingKind === 'weight') {
        expect(p.makingChargeValue).toBe(1500);
        expect(p.pricePaise).toBeGreaterThan(was.pricePaise);
      } else expect(p.pricePaise).toBe(was.pricePaise);
    }
    expect(weighed.length).toBeGreaterThan(50);
    const updates = eq(auditLog.action, 'product.update');
    const [{ n: entries }] = await db.select({ n: count() }).from(auditLog).where(updates);
    expect(entries).toBe(created.length);
  });
});
