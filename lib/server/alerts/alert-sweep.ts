// The alert sweep: every instance, every 30 s, compares each alert with the piece as it stands and
// mails what is due through the mail queue. It reads the state rather than hooking each write, so every way
// stock returns (a back-office edit, a size's stock, a cancelled or expired order) and every way a price falls
// (an edit, a metal-rate change re-pricing pieces by weight) is covered alike, within a minute.
//
// Claims are atomic across instances: due rows are locked FOR UPDATE SKIP LOCKED, and each recipient-and-piece
// group then takes an advisory lock and re-reads its daily cap before it is mailed, so two instances holding
// different alerts of one shopper for one piece still send one mail. The mail is queued in the transaction
// that marks the alerts mailed: both happen, or neither.
import 'server-only';
import { repeatInProcess } from '@/lib/server/process';
import { and, asc, eq, gt, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Executor } from '@/lib/server/db';
import { productAlerts, products, productVariants, users } from '@/lib/server/db/schema';
import { deliverQueuedMail, queueMail, type QueuedMail } from '@/lib/server/mail';
import { getShopSettings } from '@/lib/server/settings';
import { absoluteUrl } from '@/lib/server/seo';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import type { AlertKind } from '@/lib/shared/schemas/alert-schema';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { alertMail, type FiredAlert } from './alert-mails';
import { recipientKey, unsubscribeUrl, type AlertRecipient } from './unsubscribe-token';

export const ALERT_SWEEP_MS = 30_000;
const BATCH = 100;
/** At most one alert mail per recipient and piece in this interval. */
const CAP_INTERVAL = sql`interval '1 day'`;

const stock = sql<number>`coalesce(${productVariants.stockQuantity}, ${products.stockQuantity})`;
const price = sql<number>`coalesce(${productVariants.pricePaise}, ${products.pricePaise})`.mapWith(Number);
const variantOf = and(
  eq(productVariants.productId, productAlerts.productId),
  eq(productVariants.size, productAlerts.size),
);
const earlier = alias(productAlerts, 'earlier');

/** Mailed in the last day: to this alert's recipient, about this alert's piece. */
const cappedLike = (row: { productId: number; userId: number | null; email: string | null }) =>
  and(
    eq(productAlerts.productId, row.productId),
    row.userId !== null ? eq(productAlerts.userId, row.userId) : eq(productAlerts.email, row.email!),
    sql`${productAlerts.lastMailedAt} > now() - ${CAP_INTERVAL}`,
  );

type DueRow = {
  id: number;
  userId: number | null;
  email: string | null;
  productId: number;
  productName: string;
  size: string;
  kind: AlertKind;
  askedPaise: number | null;
  stock: number;
  pricePaise: number;
  to: string | null;
};

/** A back-in-stock alert mailed once waits again once its piece (or size) is sold out. */
async function rearmSoldOut(db: Executor): Promise<void> {
  await db.execute(sql`
    update ${productAlerts} set armed = true
    where ${productAlerts.kind} = 'back_in_stock' and not ${productAlerts.armed}
      and exists (select 1 from ${products} left join ${productVariants} on ${variantOf}
                  where ${products.id} = ${productAlerts.productId} and ${stock} = 0)`);
}

async function claimDue(tx: Executor): Promise<DueRow[]> {
  const rows = await tx
    .select({
      id: productAlerts.id,
      userId: productAlerts.userId,
      email: productAlerts.email,
      productId: productAlerts.productId,
      productName: products.name,
      size: productAlerts.size,
      kind: productAlerts.kind,
      askedPaise: productAlerts.pricePaise,
      stock,
      pricePaise: price,
      to: sql<string | null>`coalesce(${users.email}, ${productAlerts.email})`,
    })
    .from(productAlerts)
    .innerJoin(
      products,
      and(eq(products.id, productAlerts.productId), eq(products.active, true), isNull(products.archivedAt)),
    )
    .leftJoin(productVariants, variantOf)
    .leftJoin(users, eq(users.id, productAlerts.userId))
    .where(
      and(
        // A size the piece no longer has waits for nothing.
        or(eq(productAlerts.size, ''), isNotNull(productVariants.id)),
        or(isNull(productAlerts.userId), isNull(users.disabledAt)),
        or(
          and(eq(productAlerts.kind, 'back_in_stock'), eq(productAlerts.armed, true), gt(stock, 0)),
          and(eq(productAlerts.kind, 'price_drop'), lt(price, productAlerts.pricePaise)),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.productId, productAlerts.productId),
                or(eq(earlier.userId, productAlerts.userId), eq(earlier.email, productAlerts.email)),
                sql`${earlier.lastMailedAt} > now() - ${CAP_INTERVAL}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(productAlerts.id))
    .limit(BATCH)
    .for('update', { of: productAlerts, skipLocked: true });
  return rows.map((r) => ({ ...r, stock: Number(r.stock), pricePaise: Number(r.pricePaise) }));
}

function groupsOf(rows: DueRow[]): [string, DueRow[]][] {
  const groups = new Map<string, DueRow[]>();
  for (const row of rows) {
    const recipient: AlertRecipient = row.userId !== null ? { userId: row.userId } : { email: row.email! };
    const key = `product-alert:${recipientKey(recipient)}:${row.productId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  // One lock order for every instance: no two sweeps wait on each other in a circle.
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Marks one group mailed and queues its mail; null when another instance mailed this recipient and piece first. */
async function mailGroup(
  tx: Executor,
  settings: ShopSettings,
  lockKey: string,
  rows: DueRow[],
): Promise<QueuedMail | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
  const [first] = rows;
  const [capped] = await tx.select({ id: productAlerts.id }).from(productAlerts).where(cappedLike(first)).limit(1);
  if (capped || !first.to) return null;
  const fired: FiredAlert[] = [];
  for (const row of rows) {
    await tx
      .update(productAlerts)
      .set({
        lastMailedAt: sql`now()`,
        armed: row.kind === 'back_in_stock' ? false : undefined,
        pricePaise: row.kind === 'price_drop' ? row.pricePaise : undefined,
      })
      .where(eq(productAlerts.id, row.id));
    const recipient: AlertRecipient = row.userId !== null ? { userId: row.userId } : { email: row.email! };
    fired.push({
      kind: row.kind,
      size: row.size,
      pricePaise: row.pricePaise,
      askedPaise: row.askedPaise,
      unsubscribeUrl: unsubscribeUrl({ recipient, productId: row.productId, kind: row.kind, size: row.size }),
    });
  }
  const productUrl = absoluteUrl(canonicalProductPath(first.productId));
  const mail = alertMail(settings, { to: first.to, productName: first.productName, productUrl, fired });
  return queueMail(tx, mail);
}

/**
 * One pass: re-arms sold-out back-in-stock alerts, then claims due alerts and queues one mail per recipient
 * and piece (at most one a day). Answers how many mails were queued. Call it directly in tests.
 */
export async function sendDueAlerts(): Promise<number> {
  const db = await getDb();
  await rearmSoldOut(db);
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const settings = await getShopSettings();
  const queued = await db.transaction(async (tx) => {
    const mails: QueuedMail[] = [];
    for (const [lockKey, rows] of groupsOf(await claimDue(tx))) {
      const mail = await mailGroup(tx, settings, lockKey, rows);
      if (mail) mails.push(mail);
    }
    return mails;
  });
  await deliverQueuedMail(queued);
  return queued.length;
}

/** Started once per server process (instrumentation.ts); instances sweeping at once mail each alert once. */
export function startAlertSweep(intervalMs = ALERT_SWEEP_MS): void {
  repeatInProcess('alert-sweep', intervalMs, () => sendDueAlerts(), '[alerts] alert sweep failed');
}
