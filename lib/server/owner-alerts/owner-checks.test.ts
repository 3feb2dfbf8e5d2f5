// The owner's periodic alerts, called as the checks' timer would call them: stock at or below the
// threshold (per size for a piece with sizes) alerts once until it is restocked, today's rates not set by the
// chosen hour alert once a day, mail that failed for good alerts once per mail, and two instances checking at
// the same moment send each alert once.
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, metalRates, products, productVariants, shopSettings } from '@/lib/server/db/schema';
import { seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { mailTo, saveAlerts, todayAt } from '@/test-support/owner-alert-fixtures';
import { ownerAttention } from '@/lib/server/reports/owner-attention';
import { checkFailedMail, checkLowStock, checkRatesNotSet, runOwnerChecks } from './owner-checks';

let owner: StaffAccount;
let plain: { id: number; name: string };
let sized: { id: number; productId: number; size: string; name: string };

const withoutSizes = sql`not exists (select 1 from product_variants v where v.product_id = ${products.id})`;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const db = await getDb();
  // Everything well stocked, so only what a test lowers is low.
  await db.update(products).set({ stockQuantity: 100 });
  await db.update(productVariants).set({ stockQuantity: 50 });
  await db.update(shopSettings).set({ lowStockThreshold: 3 });
  [plain] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`${products.active} and ${withoutSizes}`)
    .limit(1);
  const [variant] = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      name: products.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.active, true))
    .limit(1);
  sized = variant;
});

const lowMail = (name: string) => mailTo(owner.user.email, `Low stock: ${name}`);

it('alerts once for a piece at the threshold, again only after it was restocked and fell again', async () => {
  const db = await getDb();
  await db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, plain.id));
  await runOwnerChecks();
  await runOwnerChecks();
  const mail = await lowMail(plain.name);
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain(`${plain.name} has 3 left`);

  await db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, plain.id));
  await checkLowStock();
  expect(await lowMail(plain.name)).toHaveLength(1);
  await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, plain.id));
  await checkLowStock();
  expect(await lowMail(plain.name)).toHaveLength(2);
});

it('alerts per size for a piece with sizes, naming the size', async () => {
  const db = await getDb();
  await db.update(productVariants).set({ stockQuantity: 1 }).where(eq(productVariants.id, sized.id));
  await checkLowStock();
  const mail = await lowMail(`${sized.name} (size ${sized.size})`);
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain('has 1 left');
  await db.update(productVariants).set({ stockQuantity: 50 }).where(eq(productVariants.id, sized.id));
});

it('sends each alert once when two instances check at the same moment', async () => {
  const db = await getDb();
  const [other] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      sql`${products.active} and ${products.id} <> ${plain.id} and ${products.id} <> ${sized.productId}
      and ${withoutSizes}`,
    )
    .limit(1);
  await db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, other.id));
  await Promise.all([runOwnerChecks(), runOwnerChecks(), checkLowStock()]);
  expect(await lowMail(other.name)).toHaveLength(1);
});

it('mails one list when several pieces fall low at once', async () => {
  const db = await getDb();
  const pair = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`${products.active} and ${products.stockQuantity} = 100 and ${withoutSizes}`)
    .limit(2);
  await db
    .update(products)
    .set({ stockQuantity: 1 })
    .where(
      inArray(
        products.id,
        pair.map((p) => p.id),
      ),
    );
  await checkLowStock();
  const mail = await mailTo(owner.user.email, 'Low stock: 2 pieces');
  expect(mail).toHaveLength(1);
  for (const piece of pair) expect(mail[0].text).toContain(`${piece.name} has 1 left`);
  expect(await checkLowStock()).toEqual([]);
  await db
    .update(products)
    .set({ stockQuantity: 100 })
    .where(
      inArray(
        products.id,
        pair.map((p) => p.id),
      ),
    );
});

it('mails nothing about stock when the owner turned low-stock alerts off', async () => {
  const db = await getDb();
  const [quiet] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      sql`${products.active} and ${products.stockQuantity} = 100
      and ${withoutSizes}`,
    )
    .limit(1);
  expect((await saveAlerts(owner, { enabled: { low_stock: false } })).status).toBe(200);
  await db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, quiet.id));
  expect(await checkLowStock()).toEqual([]);
  expect(await lowMail(quiet.name)).toHaveLength(0);
  expect((await saveAlerts(owner, { enabled: { low_stock: true } })).status).toBe(200);
});

it('alerts once a day when the rates are not set today by the chosen hour', async () => {
  expect((await saveAlerts(owner, { rates_hour: 11 })).status).toBe(200);
  const db = await getDb();
  const threeDaysAgo = sql`now() - interval '3 days'`;
  await db
    .insert(metalRates)
    .values({ key: 'gold_22k', ratePaisePerGram: 700_000, updatedAt: threeDaysAgo })
    .onConflictDoUpdate({ target: metalRates.key, set: { updatedAt: threeDaysAgo } });
  expect(await checkRatesNotSet(todayAt(10))).toEqual([]);
  await checkRatesNotSet(todayAt(11));
  await checkRatesNotSet(todayAt(15));
  const mail = await mailTo(owner.user.email, "Today's metal rates are not set");
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain('Gold 22K (916)');

  // Set this morning: nothing to say.
  await db.update(metalRates).set({ updatedAt: todayAt(9) });
  await db.execute(sql`delete from owner_alerts where key like 'rates_not_set:%'`);
  expect(await checkRatesNotSet(todayAt(12))).toEqual([]);
});

it('never names a rate no active piece is priced by (the demo prices by 22K and 18K gold only)', async () => {
  const db = await getDb();
  await db.execute(sql`delete from owner_alerts where key like 'rates_not_set:%'`);
  await db.update(metalRates).set({ updatedAt: todayAt(9) });
  await db
    .update(metalRates)
    .set({ updatedAt: sql`now() - interval '3 days'` })
    .where(inArray(metalRates.key, ['gold_14k', 'gold_24k', 'silver_925', 'platinum_950']));
  expect(await checkRatesNotSet(todayAt(12))).toEqual([]);
  const dashboard = await ownerAttention(db, todayAt(12));
  expect(dashboard.rates_set_today).toBe(true);
  expect(dashboard.rates_count).toBe(2);

  // The 18K rate gone stale is named, the unused ones still are not.
  await db
    .update(metalRates)
    .set({ updatedAt: sql`now() - interval '3 days'` })
    .where(eq(metalRates.key, 'gold_18k'));
  await checkRatesNotSet(todayAt(12));
  const mail = await mailTo(owner.user.email, "Today's metal rates are not set");
  const text = mail.at(-1)!.text;
  expect(text).toContain('Gold 18K (750)');
  expect(text).not.toContain('Gold 14K');
  expect(text).not.toContain('Silver');
  expect((await ownerAttention(db, todayAt(12))).rates_set_today).toBe(false);
});

it('alerts once for each mail that failed for good, never about its own alerts', async () => {
  const db = await getDb();
  const [failed] = await db
    .insert(mailOutbox)
    .values({
      to: 'shopper@example.com',
      subject: 'Your order #77 shipped',
      text: 't',
      html: 'h',
      status: 'failed',
      attempts: 5,
      lastError: '550 no such user',
    })
    .returning({ id: mailOutbox.id });
  const own = { to: owner.user.email, subject: 'alert', text: 't', html: 'h', status: 'failed' as const, attempts: 5 };
  await db.insert(mailOutbox).values(own);
  await checkFailedMail();
  await checkFailedMail();
  const mail = await mailTo(owner.user.email, 'could not be delivered');
  expect(mail).toHaveLength(1);
  expect(mail[0].subject).toContain('Mail to shopper@example.com could not be delivered');
  expect(mail[0].text).toContain('550 no such user');
  await db.delete(mailOutbox).where(inArray(mailOutbox.id, [failed.id]));
});
