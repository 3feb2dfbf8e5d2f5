// The back office's writes of a piece's sizes. A create or an edit is first turned into a plan (the
// sizes the piece will have, each with its stock, and its price or weight), which is checked, then priced
// (product-columns.ts) and written by the one product writer (product-store.ts).
//
// What a body may say:
//   - `variants`: the sizes as given, in that order;
//   - `sizes` alone (the older shorthand): each listed size keeps what it had, a new one takes the piece's
//     price or weight; a stock sent beside it is split evenly over the sizes, the remainder one piece each
//     to the first sizes (7 in 3 sizes: 3, 2, 2);
//   - neither, on a piece that has sizes: a price or a weight sent applies to every size, a stock only to a
//     piece with one size (with several, each size's stock must be sent), and any change to how the piece is
//     priced re-prices every size.
import 'server-only';
import { and, inArray, ne } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { productVariants, type ProductVariantRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import { rupeesToPaise } from '@/lib/shared/money';
import type { PricingKind } from '@/lib/shared/money/breakup';
import type { VariantInput } from '@/lib/shared/schemas/admin-product-schema';
import { variantOfSize } from '@/lib/server/pricing';
import { grossHoldsStones, type Stone } from '@/lib/shared/catalogue/stones';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';

export type VariantPlan = {
  size: string;
  stockQuantity: number;
  pricePaise: number | null;
  weightGrams: number | null;
  /** Metal and stones together, when weighed; checked against the size's net weight and the stones. */
  grossWeightGrams: number | null;
  sku: string | null;
  /** Where an error about this size points: 'variants.1', or 'sizes' for the shorthand. */
  field: string;
};

export type PlanInput = {
  kind: PricingKind;
  variants?: VariantInput[];
  sizes?: string[];
  /** A stock sent for the whole piece, and the field it came in. */
  stock?: number;
  stockField: string;
  /** A price or weight sent for the whole piece. */
  pricePaise?: number;
  weightGrams?: number | null;
  /** The piece's price and weight after the write, for a size that has none of its own. */
  fallbackPricePaise: number | null;
  fallbackWeightGrams: number | null;
  /** Anything that changes how the piece is priced was sent. */
  pricingTouched: boolean;
};

const invalid = (field: string, message: string) =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { [field]: [message] } });

/** `total` pieces over `n` sizes: evenly, the remainder one each to the first sizes. */
export function splitEvenly(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
}

const storedWeight = (v: ProductVariantRow) => (v.weightGrams === null ? null : Number(v.weightGrams));
const storedGross = (v: ProductVariantRow | undefined) =>
  v?.grossWeightGrams == null ? null : Number(v.grossWeightGrams);

/** The sizes the write leaves the piece with; undefined when it leaves them as they are. */
export function planVariants(input: PlanInput, existing: readonly ProductVariantRow[]): VariantPlan[] | undefined {
  const byWeight = input.kind === 'weight';
  if (input.variants) {
    return input.variants.map((v, i) => ({
      size: v.size,
      stockQuantity: v.stock_quantity,
      pricePaise: v.price === undefined ? null : rupeesToPaise(v.price),
      weightGrams: v.weight_grams ?? null,
      grossWeightGrams: v.gross_weight_grams ?? null,
      sku: v.sku ?? null,
      field: `variants.${i}`,
    }));
  }
  if (input.sizes) {
    const split = input.stock === undefined ? null : splitEvenly(input.stock, input.sizes.length);
    return input.sizes.map((size, i) => {
      const kept = variantOfSize(existing, size);
      return {
        size,
        stockQuantity: split ? split[i] : (kept?.stockQuantity ?? 0),
        pricePaise: input.pricePaise ?? kept?.pricePaise ?? input.fallbackPricePaise,
        weightGrams: byWeight
          ? (input.weightGrams ?? (kept && storedWeight(kept)) ?? input.fallbackWeightGrams)
          : kept
            ? storedWeight(kept)
            : null,
        grossWeightGrams: storedGross(kept),
        sku: kept?.sku ?? null,
        field: 'sizes',
      };
    });
  }
  const touched =
    input.stock !== undefined ||
    input.pricePaise !== undefined ||
    input.weightGrams !== undefined ||
    input.pricingTouched;
  if (existing.length === 0 || !touched) return undefined;
  if (input.stock !== undefined && existing.length > 1) throw invalid(input.stockField, M.stockPerSize);
  return existing.map((v, i) => ({
    size: v.size,
    stockQuantity: input.stock ?? v.stockQuantity,
    pricePaise: input.pricePaise ?? v.pricePaise,
    weightGrams:
      (byWeight ? input.weightGrams : undefined) ?? storedWeight(v) ?? (byWeight ? input.fallbackWeightGrams : null),
    grossWeightGrams: storedGross(v),
    sku: v.sku,
    field: `variants.${i}`,
  }));
}

/** The sizes as they are stored, as a plan (to check or price them again after a change to the piece). */
export function keptPlan(existing: readonly ProductVariantRow[]): VariantPlan[] {
  return existing.map((v, i) => ({
    size: v.size,
    stockQuantity: v.stockQuantity,
    pricePaise: v.pricePaise,
    weightGrams: storedWeight(v),
    grossWeightGrams: storedGross(v),
    sku: v.sku,
    field: `variants.${i}`,
  }));
}

/**
 * Refuses a plan that cannot be priced, or a size whose gross weight cannot hold its metal (its own net weight,
 * else the piece's) and the piece's stones at 0.2 g a carat, naming the size's field; the caller checks it
 * before any write.
 */
export function checkPlan(
  plan: readonly VariantPlan[],
  kind: PricingKind,
  piece: { weightGrams: number | null; stones: readonly Stone[] },
): void {
  for (const v of plan) {
    if (kind === 'fixed' && v.pricePaise === null)
      throw invalid(v.field === 'sizes' ? 'price' : `${v.field}.price`, M.variantPriceRequired);
    if (kind === 'weight' && v.weightGrams === null)
      throw invalid(v.field === 'sizes' ? 'weight_grams' : `${v.field}.weight_grams`, M.variantWeightRequired);
    const net = v.weightGrams ?? piece.weightGrams;
    if (v.grossWeightGrams !== null && !grossHoldsStones(v.grossWeightGrams, net, piece.stones))
      throw invalid(
        v.field === 'sizes' ? 'gross_weight_grams' : `${v.field}.gross_weight_grams`,
        STONE_MESSAGES.grossTooLight,
      );
  }
}

/** The piece's own price (fixed) or weight (by weight) a plan gives it: its lowest size's. */
export function lowestOfPlan(plan: readonly VariantPlan[]): { pricePaise: number | null; weightGrams: number | null } {
  const prices = plan.flatMap((v) => (v.pricePaise === null ? [] : [v.pricePaise]));
  const weights = plan.flatMap((v) => (v.weightGrams === null ? [] : [v.weightGrams]));
  return {
    pricePaise: prices.length ? Math.min(...prices) : null,
    weightGrams: weights.length ? Math.min(...weights) : null,
  };
}

/** Refuses a SKU another piece's size has, naming the size's field (productId null: a piece not yet made). */
export async function refuseTakenSkus(
  tx: Executor,
  productId: number | null,
  plan: readonly VariantPlan[],
): Promise<void> {
  const skus = plan.flatMap((v) => (v.sku ? [v.sku] : []));
  if (skus.length === 0) return;
  const others = productId === null ? undefined : ne(productVariants.productId, productId);
  const [taken] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), others))
    .limit(1);
  if (taken) throw invalid(`${plan.find((v) => v.sku === taken.sku)!.field}.sku`, M.variantSkuTaken);
}
