// The owner's alerts that no single change raises: stock at or below the threshold, today's rates not set by
// the chosen hour, mail that failed for good, and the daily digest. Every instance runs the checks every few
// minutes (instrumentation.ts); each alert is claimed by its key (raise-alert), so it is mailed once.
import 'server-only';
import { and, asc, eq, inArray, isNull, like, lte, notExists, notInArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { mailOutbox, metalRates, ownerAlerts, productVariants, products, shopSettings } from '@/lib/server/db/schema';
import { deliverQueuedMail, queueMail, type QueuedMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { METAL_GRADES, type MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { SHOP_TIME_ZONE, shopToday } from '@/lib/shared/shop-time';
import { alertRecipients, readAlertSettings } from './alert-settings';
import { listed, ownerDigestMail } from './alert-mail';
import { repeatInProcess } from '@/lib/server/process';
import { raiseOwnerAlert, raiseOwnerAlerts } from './raise-alert';

const LOW_STOCK = 'low_stock:';

/** The hour of the day in India (0-23). */
export function shopHour(now: Date): number {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });
  return Number(format.format(now));
}

type StockItem = { key: string; name: string; stock: number };

/** Active pieces without sizes, and each size of a piece with sizes, at or below the threshold. */
async function lowStockItems(db: Executor, threshold: number): Promise<StockItem[]> {
  const live = and(eq(products.active, true), isNull(products.archivedAt));
  const sized = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
  const [plain, sizes] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, stock: products.stockQuantity })
      .from(products)
      .where(and(live, lte(products.stockQuantity, threshold), sql`not ${sized}`))
      .orderBy(asc(products.id)),
    db
      .select({
        id: productVariants.id,
        name: products.name,
        size: productVariants.size,
        stock: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(live, lte(productVariants.stockQuantity, threshold)))
      .orderBy(asc(productVariants.id)),
  ]);
  return [
    ...plain.map((p) => ({ key: `${LOW_STOCK}product:${p.id}`, name: p.name, stock: p.stock })),
    ...sizes.map((v) => ({ key: `${LOW_STOCK}variant:${v.id}`, name: `${v.name} (size ${v.size})`, stock: v.stock })),
  ];
}

/** One alert per piece or size as it falls to the threshold; one back above it may alert again later. */
export async function checkLowStock(): Promise<QueuedMail[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ threshold: shopSettings.lowStockThreshold }).from(shopSettings).limit(1);
    const threshold = row?.threshold ?? 3;
    const low = await lowStockItems(tx, threshold);
    const lowKeys = low.map((item) => item.key);
    // Back above the threshold: the alert is forgotten, unless it still waits for the digest.
    await tx
      .delete(ownerAlerts)
      .where(
        and(
          like(ownerAlerts.key, `${LOW_STOCK}%`),
          inArray(ownerAlerts.status, ['mailed', 'digested']),
          lowKeys.length ? notInArray(ownerAlerts.key, lowKeys) : undefined,
        ),
      );
    const alerts = low.map((item) => ({
      key: item.key,
      subject: `Low stock: ${item.name}`,
      lines: [`${item.name} has ${item.stock} left (your low-stock threshold is ${threshold}).`],
    }));
    return raiseOwnerAlerts(tx, 'low_stock', alerts, (claimed) => ({
      subject: `Low stock: ${claimed.length} pieces`,
      lines: listed(claimed.flatMap((a) => a.lines)),
    }));
  });
}

/** After the chosen hour (IST), one alert a day naming the rates not set today. */
export async function checkRatesNotSet(now: Date = new Date()): Promise<QueuedMail[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const settings = await readAlertSettings(tx);
    if (shopHour(now) < settings.rates_hour) return [];
    const today = shopToday(now);
    const rates = await tx.select({ key: metalRates.key, updatedAt: metalRates.updatedAt }).from(metalRates);
    const used = await tx
      .selectDistinct({ key: products.metalRateKey })
      .from(products)
      .where(and(eq(products.pricingKind, 'weight'), eq(products.active, true), isNull(products.archivedAt)));
    const setOn = new Map<MetalRateKey, string>(rates.map((r) => [r.key, shopToday(r.updatedAt)]));
    // Only the rates an active piece is priced by: a rate nothing uses re-prices nothing, so it is never stale.
    const keys = new Set<MetalRateKey>(used.flatMap((u) => (u.key ? [u.key] : [])));
    const stale = [...keys].filter((key) => setOn.get(key) !== today);
    if (stale.length === 0) return [];
    return raiseOwnerAlert(tx, {
      kind: 'rates_not_set',
      key: `rates_not_set:${today}`,
      subject: `Today's metal rates are not set`,
      lines: [
        `By ${settings.rates_hour}:00 today (${today}) these rates were not set, so pieces priced by weight still` +
          ' use the old ones:',
        ...stale.map((key) => `${METAL_GRADES[key].label}: ${setOn.has(key) ? `last set ${setOn.get(key)}` : 'never'}`),
      ],
    });
  });
}

/** One alert for each mail the SMTP server refused on every try (not for the alerts' own mail). */
export async function checkFailedMail(): Promise<QueuedMail[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const recipients = await alertRecipients(tx, await readAlertSettings(tx));
    const failed = await tx
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'failed'),
          recipients.length ? notInArray(mailOutbox.to, recipients) : undefined,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(ownerAlerts)
              .where(eq(ownerAlerts.key, sql`'mail_failed:' || ${mailOutbox.id}`)),
          ),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(50);
    const alerts = failed.map((row) => ({
      key: `mail_failed:${row.id}`,
      subject: `Mail to ${row.to} could not be delivered`,
      lines: [
        `"${row.subject}" to ${row.to} was refused on every try${row.lastError ? `: ${row.lastError}` : '.'}`,
        'You can send it again from the dashboard.',
      ],
    }));
    return raiseOwnerAlerts(tx, 'mail_failed', alerts, (claimed) => ({
      subject: `${claimed.length} mails could not be delivered`,
      lines: [...listed(claimed.map((a) => a.lines[0]!)), 'You can send them again from the dashboard.'],
    }));
  });
}

/**
 * The alerts waiting for the digest, in one mail to each recipient: once a day after the digest hour (IST), or
 * at once when the digest has been turned off since they were raised. Rows are locked while claimed, so two
 * instances never send the same alert twice.
 */
export async function sendOwnerDigest(now: Date = new Date()): Promise<QueuedMail[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const settings = await readAlertSettings(tx);
    const today = shopToday(now);
    if (settings.digest && shopHour(now) < settings.digest_hour) return [];
    const waiting = await tx
      .select()
      .from(ownerAlerts)
      .where(eq(ownerAlerts.status, 'digest'))
      .orderBy(asc(ownerAlerts.createdAt), asc(ownerAlerts.id))
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return [];
    if (settings.digest) {
      // The day's digest is itself claimed once: alerts raised after it wait for tomorrow's.
      const [claimed] = await tx
        .insert(ownerAlerts)
        .values({ key: `digest:${today}`, kind: 'digest', subject: 'Daily digest', status: 'digested' })
        .onConflictDoNothing({ target: ownerAlerts.key })
        .returning({ id: ownerAlerts.id });
      if (!claimed) return [];
    }
    await tx
      .update(ownerAlerts)
      .set({ status: 'digested' })
      .where(
        inArray(
          ownerAlerts.id,
          waiting.map((a) => a.id),
        ),
      );
    const shop = await readShopSettings(tx);
    const mail: QueuedMail[] = [];
    for (const to of await alertRecipients(tx, settings)) {
      mail.push(await queueMail(tx, ownerDigestMail(shop, today, waiting, to)));
    }
    return mail;
  });
}

/** One pass of every check; the mail each queued goes out after its commit. */
export async function runOwnerChecks(now: Date = new Date()): Promise<void> {
  for (const check of [checkLowStock, () => checkRatesNotSet(now), checkFailedMail, () => sendOwnerDigest(now)]) {
    await deliverQueuedMail(await check());
  }
}

export const OWNER_CHECKS_MS = 5 * 60_000;

/** Started once per server process (instrumentation.ts); every instance checks, each alert is claimed once. */
export function startOwnerChecks(intervalMs = OWNER_CHECKS_MS): void {
  repeatInProcess('owner-checks', intervalMs, () => runOwnerChecks(), '[alerts] owner checks failed');
}
