// Prices a piece sold by weight from the day's rate (lib/shared/money/breakup.ts has the formula),
// and re-prices every such piece when a rate is saved. Both run inside the caller's transaction.
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { metalRates, products, productVariants } from '@/lib/server/db/schema';
import { syncProductsFromVariants } from './variant-sync';
import { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { RATE_MESSAGES } from '@/lib/shared/messages/admin-rates';
import { METAL_GRADES, type MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { gramsToMg, weightPriceBreakup, type MakingChargeKind, type PriceBreakup } from '@/lib/shared/money/breakup';

export type WeightTerms = {
  rateKey: MetalRateKey;
  weightGrams: number;
  makingKind: MakingChargeKind;
  makingValue: number;
  stonePaise: number;
};

export type WeightPrice = { pricePaise: number; breakup: PriceBreakup; metal: string; purity: string };

export async function currentRate(db: Executor, key: MetalRateKey): Promise<number | null> {
  const [row] = await db.select({ rate: metalRates.ratePaisePerGram }).from(metalRates).where(eq(metalRates.key, key));
  return row?.rate ?? null;
}

export function priceAtRate(terms: WeightTerms, ratePaisePerGram: number): WeightPrice {
  const breakup = weightPriceBreakup({
    rateKey: terms.rateKey,
    weightMg: gramsToMg(terms.weightGrams),
    ratePaisePerGram,
    makingKind: terms.makingKind,
    makingValue: terms.makingValue,
    stonePaise: terms.stonePaise,
  });
  const grade = METAL_GRADES[terms.rateKey];
  return { pricePaise: breakup.totalPaise, breakup, metal: grade.metal, purity: grade.purity };
}

/** The price of a piece by weight at today's rate; refused (400) while that rate has not been set. */
export async function priceByWeight(db: Executor, terms: WeightTerms): Promise<WeightPrice> {
  const rate = await currentRate(db, terms.rateKey);
  if (rate === null) {
    const message = RATE_MESSAGES.rateMissing(METAL_GRADES[terms.rateKey].label);
    throw new DomainError(ERROR_CODES.validationFailed, message, { errors: { metal_rate: [message] } });
  }
  return priceAtRate(terms, rate);
}

const REPRICE_BATCH = 500;

/**
 * Every piece sold by weight on this rate gets its new price, in the caller's transaction (all or none).
 * The rows are locked in id order so two rate saves, or a save and an order, cannot deadlock. Returns the ids.
 */
export async function repriceByRate(tx: Executor, key: MetalRateKey, ratePaisePerGram: number): Promise<number[]> {
  const rows = await tx
    .select({
      id: products.id,
      weightGrams: products.weightGrams,
      makingKind: products.makingChargeKind,
      makingValue: products.makingChargeValue,
      stonePaise: products.stoneChargesPaise,
    })
    .from(products)
    .where(and(eq(products.pricingKind, 'weight'), eq(products.metalRateKey, key)))
    .orderBy(products.id)
    .for('update');
  for (let start = 0; start < rows.length; start += REPRICE_BATCH) {
    const batch = rows.slice(start, start + REPRICE_BATCH).map((row) => {
      const priced = priceAtRate(
        {
          rateKey: key,
          weightGrams: row.weightGrams!,
          makingKind: row.makingKind!,
          makingValue: row.makingValue!,
          stonePaise: row.stonePaise,
        },
        ratePaisePerGram,
      );
      return sql`(${row.id}::int, ${priced.pricePaise}::bigint, ${JSON.stringify(priced.breakup)}::jsonb)`;
    });
    await tx.execute(sql`
      UPDATE products AS p SET price_paise = v.price, price_breakup = v.breakup, updated_at = now()
      FROM (VALUES ${sql.join(batch, sql`, `)}) AS v(id, price, breakup)
      WHERE p.id = v.id`);
  }
  await repriceVariants(tx, key, ratePaisePerGram, rows);
  return rows.map((r) => r.id);
}

type RepricedPiece = {
  id: number;
  makingKind: MakingChargeKind | null;
  makingValue: number | null;
  stonePaise: number;
};

/** Each size of those pieces by its own weight; then each piece takes its lowest size's price. */
async function repriceVariants(
  tx: Executor,
  key: MetalRateKey,
  ratePaisePerGram: number,
  pieces: readonly RepricedPiece[],
): Promise<void> {
  if (pieces.length === 0) return;
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const sized = new Set<number>();
  for (let start = 0; start < pieces.length; start += REPRICE_BATCH) {
    const ids = pieces.slice(start, start + REPRICE_BATCH).map((p) => p.id);
    const variants = await tx
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        weightGrams: productVariants.weightGrams,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.id))
      .for('update');
    const values = variants.flatMap((v) => {
      const piece = byId.get(v.productId)!;
      if (v.weightGrams === null) return [];
      sized.add(v.productId);
      const priced = priceAtRate(
        {
          rateKey: key,
          weightGrams: Number(v.weightGrams),
          makingKind: piece.makingKind!,
          makingValue: piece.makingValue!,
          stonePaise: piece.stonePaise,
        },
        ratePaisePerGram,
      );
      return [sql`(${v.id}::int, ${priced.pricePaise}::bigint, ${JSON.stringify(priced.breakup)}::jsonb)`];
    });
    if (values.length === 0) continue;
    await tx.execute(sql`
      UPDATE product_variants AS pv SET price_paise = v.price, price_breakup = v.breakup
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, price, breakup)
      WHERE pv.id = v.id`);
  }
  await syncProductsFromVariants(tx, [...sized]);
}
