// What the dashboard adds for the owner: returns waiting for the shop's decision, and how old the
// metal rates are (the demo's were 26 days old and nothing said so). Only the rates some active piece is priced by
// count: a rate no piece uses re-prices nothing, so its age is no reason to warn.
import 'server-only';
import { and, count, eq, inArray, isNull, min } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { metalRates, products, returnRequests } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import type { OwnerAttention } from '@/lib/shared/back-office/admin-types';

export async function ownerAttention(db: Executor, now: Date = new Date()): Promise<OwnerAttention> {
  const [[returns], [rates]] = await Promise.all([
    db.select({ total: count() }).from(returnRequests).where(eq(returnRequests.status, 'requested')),
    db
      .select({ oldest: min(metalRates.updatedAt), total: count() })
      .from(metalRates)
      .where(inArray(metalRates.key, ratesInUse(db))),
  ]);
  const oldest = rates?.oldest ? new Date(rates.oldest) : null;
  return {
    returns_waiting: Number(returns?.total ?? 0),
    rates_count: Number(rates?.total ?? 0),
    rates_updated_at: oldest?.toISOString() ?? null,
    rates_set_today: oldest !== null && shopToday(oldest) === shopToday(now),
  };
}

/** The rate keys some active, unarchived piece sold by weight is priced by (a subquery). */
export function ratesInUse(db: Executor) {
  return db
    .selectDistinct({ key: products.metalRateKey })
    .from(products)
    .where(and(eq(products.pricingKind, 'weight'), eq(products.active, true), isNull(products.archivedAt)));
}
