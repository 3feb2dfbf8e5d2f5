// The day's metal rates in the back office: read them with their recent history, and save one. Saving a rate
// records it in the history with who and when, and re-prices every piece sold by weight on it, in one
// transaction; the storefront's caches expire after the commit, so pages, lists, filters and carts show the
// new prices on their next request.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { metalRateHistory, metalRates, users } from '@/lib/server/db/schema';
import { actorLabel, authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invalidateProducts } from '@/lib/server/cache';
import { paiseToRupees } from '@/lib/shared/money';
import { METAL_GRADES, METAL_RATE_KEYS, type MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import type { AdminMetalRate, AdminRateChange } from '@/lib/shared/back-office/admin-types';
import { repriceByRate } from './weight-pricing';

const HISTORY_SHOWN = 50;

export async function listMetalRates(
  actor: StaffActor,
): Promise<{ rates: AdminMetalRate[]; history: AdminRateChange[] }> {
  authorize(actor, 'rates');
  const db = await getDb();
  const [rows, history] = await Promise.all([
    db
      .select({
        key: metalRates.key,
        rate: metalRates.ratePaisePerGram,
        updatedAt: metalRates.updatedAt,
        by: users.email,
      })
      .from(metalRates)
      .leftJoin(users, eq(users.id, metalRates.updatedBy)),
    db
      .select()
      .from(metalRateHistory)
      .orderBy(desc(metalRateHistory.createdAt), desc(metalRateHistory.id))
      .limit(HISTORY_SHOWN),
  ]);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return {
    rates: METAL_RATE_KEYS.map((key) => {
      const row = byKey.get(key);
      return {
        key,
        label: METAL_GRADES[key].label,
        rate_per_gram: row ? paiseToRupees(row.rate) : null,
        updated_at: row?.updatedAt.toISOString() ?? null,
        updated_by: row?.by ?? null,
      };
    }),
    history: history.map((h) => ({
      id: h.id,
      key: h.key,
      label: METAL_GRADES[h.key].label,
      rate_per_gram: paiseToRupees(h.ratePaisePerGram),
      previous_rate_per_gram: h.previousPaisePerGram === null ? null : paiseToRupees(h.previousPaisePerGram),
      repriced_count: h.repricedCount,
      changed_by: h.changedByLabel,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

export async function setMetalRate(
  actor: StaffActor,
  key: MetalRateKey,
  ratePaisePerGram: number,
): Promise<{ rate: AdminMetalRate; repriced: number }> {
  authorize(actor, 'rates');
  const db = await getDb();
  const savedAt = new Date();
  const repricedIds = await db.transaction(async (tx) => {
    // The rate's row is the lock: two saves of one rate run one after the other, and the later one wins whole.
    const [row] = await tx.select().from(metalRates).where(eq(metalRates.key, key)).for('update');
    const previous = row?.ratePaisePerGram ?? null;
    await tx
      .insert(metalRates)
      .values({ key, ratePaisePerGram, updatedBy: actor.userId, updatedAt: savedAt })
      .onConflictDoUpdate({
        target: metalRates.key,
        set: { ratePaisePerGram, updatedBy: actor.userId, updatedAt: savedAt },
      });
    const repricedIds = await repriceByRate(tx, key, ratePaisePerGram);
    await tx.insert(metalRateHistory).values({
      key,
      ratePaisePerGram,
      previousPaisePerGram: previous,
      repricedCount: repricedIds.length,
      changedBy: actor.userId,
      changedByLabel: actorLabel(actor),
    });
    await recordAudit(tx, actor, {
      action: 'metal_rate.update',
      entityType: 'metal_rate',
      entityId: key,
      before: { rate_per_gram: previous === null ? null : paiseToRupees(previous) },
      after: { rate_per_gram: paiseToRupees(ratePaisePerGram), repriced: repricedIds.length },
    });
    return repricedIds;
  });
  invalidateProducts(repricedIds);
  return {
    rate: {
      key,
      label: METAL_GRADES[key].label,
      rate_per_gram: paiseToRupees(ratePaisePerGram),
      updated_at: savedAt.toISOString(),
      updated_by: actor.email,
    },
    repriced: repricedIds.length,
  };
}
