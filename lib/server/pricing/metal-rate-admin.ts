// The day's metal rates in the back office: read them with their recent history, and save one. Saving a rate
// records it in the history with who and when, and re-prices every piece sold by weight on it, in one
// transaction; the storefront's caches expire after the commit, so pages, lists, filters and carts show the
// new prices on their next request.
import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { metalRateHistory, metalRates, products, users } from '@/lib/server/db/schema';
import { actorLabel, authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { DomainError } from '@/lib/server/errors';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { invalidateProducts } from '@/lib/server/cache';
import { paiseToRupees } from '@/lib/shared/money';
import { RATE_MESSAGES } from '@/lib/shared/messages/admin-rates';
import {
  isUnusualRateChange,
  METAL_GRADES,
  METAL_RATE_KEYS,
  rateChangePercent,
  type MetalRateKey,
} from '@/lib/shared/pricing/metal-rates';
import type {
  AdminMetalRate,
  AdminRateChange,
  RateChangeCheck,
  RateChangePreview,
} from '@/lib/shared/back-office/rate-types';
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

const PREVIEW_LARGEST = 5;

/** Thrown inside the transaction to roll the trial re-pricing back, carrying what it found. */
class UnconfirmedChange<Current extends number | null = number> {
  constructor(
    readonly current: Current,
    readonly preview: RateChangePreview,
  ) {}
}

async function pricesOf(tx: Executor, ids: number[]): Promise<Map<number, { name: string; price: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, name: products.name, price: products.pricePaise })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, price: r.price }]));
}

/**
 * What the new rate does, found by re-pricing for real inside the transaction the caller then rolls back, so the
 * preview is exactly what saving would do (sizes, making charges, a piece's lowest size) and no formula is repeated.
 */
async function trialReprice(tx: Executor, key: MetalRateKey, ratePaisePerGram: number): Promise<RateChangePreview> {
  const ids = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.metalRateKey, key))
    .then((rows) => rows.map((r) => r.id));
  const before = await pricesOf(tx, ids);
  const repriced = await repriceByRate(tx, key, ratePaisePerGram);
  const after = await pricesOf(tx, repriced);
  const changed = repriced.flatMap((id) => {
    const old = before.get(id);
    const now = after.get(id);
    return old && now && old.price !== now.price ? [{ id, name: now.name, old: old.price, now: now.price }] : [];
  });
  changed.sort((a, b) => Math.abs(b.now - b.old) - Math.abs(a.now - a.old) || a.id - b.id);
  return {
    count: changed.length,
    largest: changed.slice(0, PREVIEW_LARGEST).map((c) => ({
      id: c.id,
      name: c.name,
      old_price: paiseToRupees(c.old),
      new_price: paiseToRupees(c.now),
    })),
  };
}

/**
 * What saving this rate would do, without saving it: every change is previewed before it is applied, and the answer
 * says whether it is unusual (more than 10 %), which saving then asks to be confirmed.
 */
export async function previewMetalRate(
  actor: StaffActor,
  key: MetalRateKey,
  ratePaisePerGram: number,
): Promise<RateChangeCheck> {
  authorize(actor, 'rates');
  const db = await getDb();
  const found = await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(metalRates).where(eq(metalRates.key, key));
      throw new UnconfirmedChange(row?.ratePaisePerGram ?? null, await trialReprice(tx, key, ratePaisePerGram));
    })
    .catch((err: unknown) => {
      if (!(err instanceof UnconfirmedChange)) throw err;
      return err;
    });
  const current = found.current;
  const percent = current === null ? null : rateChangePercent(current, ratePaisePerGram);
  const unusual = current !== null && isUnusualRateChange(current, ratePaisePerGram);
  return {
    current: current === null ? null : paiseToRupees(current),
    proposed: paiseToRupees(ratePaisePerGram),
    change_percent: percent,
    unusual,
    message: unusual && percent !== null ? RATE_MESSAGES.unusualChange(METAL_GRADES[key].label, percent) : null,
    preview: found.preview,
  };
}

/**
 * Saves a rate and re-prices its pieces. A change of more than 10 % from the current rate, either way, is refused
 * (409 RATE_CHANGE_UNUSUAL with a preview of what it would re-price) unless confirmUnusual: nothing is saved then.
 */
export async function setMetalRate(
  actor: StaffActor,
  key: MetalRateKey,
  ratePaisePerGram: number,
  confirmUnusual = false,
): Promise<{ rate: AdminMetalRate; repriced: number }> {
  authorize(actor, 'rates');
  const db = await getDb();
  const savedAt = new Date();
  const repricedIds = await db
    .transaction(async (tx) => {
      // The rate's row is the lock: two saves of one rate run one after the other, and the later one wins whole.
      const [row] = await tx.select().from(metalRates).where(eq(metalRates.key, key)).for('update');
      const previous = row?.ratePaisePerGram ?? null;
      if (previous !== null && !confirmUnusual && isUnusualRateChange(previous, ratePaisePerGram)) {
        throw new UnconfirmedChange(previous, await trialReprice(tx, key, ratePaisePerGram));
      }
      return saveRate(tx, actor, key, ratePaisePerGram, previous, savedAt);
    })
    .catch((err: unknown) => {
      if (!(err instanceof UnconfirmedChange)) throw err;
      const percent = rateChangePercent(err.current, ratePaisePerGram);
      throw new DomainError(
        ADMIN_ERROR_CODES.rateChangeUnusual,
        RATE_MESSAGES.unusualChange(METAL_GRADES[key].label, percent),
        {
          current: paiseToRupees(err.current),
          proposed: paiseToRupees(ratePaisePerGram),
          change_percent: percent,
          preview: err.preview,
        },
      );
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

async function saveRate(
  tx: Executor,
  actor: StaffActor,
  key: MetalRateKey,
  ratePaisePerGram: number,
  previous: number | null,
  savedAt: Date,
): Promise<number[]> {
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
}
