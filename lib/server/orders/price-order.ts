// Prices an order from the database, never from the client: every unit price and the coupon are read now,
// and the shopper's cart must agree with them, or nothing is ordered and nothing is charged.
import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { productImages, products } from '@/lib/server/db/schema';
import { checkCoupon, type ActiveCoupon } from '@/lib/server/coupons';
import { variantOfSize, variantsFor } from '@/lib/server/pricing';
import { DomainError } from '@/lib/server/errors';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { orderTotals, type OrderTotals } from '@/lib/shared/money/totals';
import { fixedPriceBreakup, type PriceBreakup } from '@/lib/shared/money/breakup';
import type { Stone } from '@/lib/shared/catalogue/stones';
import { engravingProblem, normalEngraving } from '@/lib/shared/catalogue/engraving';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { makingChargesOf } from '@/lib/shared/money/coupons';
import { discountLine } from '@/lib/shared/pricing/discount-line';
import { ORDER_ERROR_CODES, type CreateOrderBody } from '@/lib/shared/schemas/checkout-schema';

export type PricedLine = {
  productId: number;
  name: string;
  imageUrl: string | null;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  /** For the tax invoice, as the piece was when ordered. */
  hsnCode: string;
  priceBreakup: PriceBreakup;
  hallmarked: boolean;
  stones: Stone[];
  grossWeightGrams: number | null;
  /** Made to order: the days it takes; it holds no stock. */
  madeToOrderDays: number | null;
  /** The text engraved on each piece (null: none) and its price per piece, inside unitPricePaise. */
  engravingText: string | null;
  engravingPaise: number;
};

export type PricedOrder = {
  lines: PricedLine[];
  totals: OrderTotals;
  couponCode: string | null;
  coupon?: ActiveCoupon | null;
};

async function firstImages(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const first = new Map<number, string>();
  for (const row of rows) if (!first.has(row.productId)) first.set(row.productId, row.url);
  return first;
}

const grams = (value: number | string | null) => (value === null ? null : Number(value));

export async function priceOrder(db: Executor, body: CreateOrderBody, userId: number): Promise<PricedOrder> {
  const ids = [...new Set(body.cart_items.map((i) => i.product_id))];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      active: products.active,
      sizes: products.sizes,
      hsnCode: products.hsnCode,
      pricingKind: products.pricingKind,
      priceBreakup: products.priceBreakup,
      hallmarked: products.hallmarked,
      stones: products.stones,
      grossWeightGrams: products.grossWeightGrams,
      madeToOrderDays: products.madeToOrderDays,
      engravingMaxChars: products.engravingMaxChars,
      engravingPricePaise: products.engravingPricePaise,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const images = await firstImages(db, ids);
  // A piece with sizes is priced by the size ordered (its own price, and weight when by weight).
  const variants = await variantsFor(db, ids);

  const lines: PricedLine[] = [];
  const changed: { product_id: number; name: string; price: number; size?: string; engraving?: number }[] = [];
  for (const [index, item] of body.cart_items.entries()) {
    const product = byId.get(item.product_id);
    if (!product)
      throw new DomainError(ORDER_ERROR_CODES.productNotFound, CHECKOUT_MESSAGES.cartProductGone, {
        product_id: item.product_id,
      });
    if (!product.active) {
      throw new DomainError(ORDER_ERROR_CODES.productUnavailable, CHECKOUT_MESSAGES.productUnavailable(product.name), {
        product_id: product.id,
      });
    }
    const size = item.size || null;
    if (size && product.sizes.length > 0 && !product.sizes.includes(size)) {
      throw new DomainError(ORDER_ERROR_CODES.invalidSize, DOMAIN_ERROR_MESSAGES.sizeUnavailable(size, product.name), {
        product_id: product.id,
      });
    }
    const variant = variantOfSize(variants.get(product.id) ?? [], size);
    if (!variant && (variants.get(product.id)?.length ?? 0) > 0) {
      throw new DomainError(ORDER_ERROR_CODES.invalidSize, CHECKOUT_MESSAGES.sizeNeeded(product.name), {
        product_id: product.id,
      });
    }
    const piecePaise = variant?.pricePaise ?? product.pricePaise;
    // Engraving is priced on top of the piece, per piece, at the product's own price for it.
    const engravingText = normalEngraving(item.engraving_text);
    const offer = product.engravingMaxChars === null ? null : { maxChars: product.engravingMaxChars };
    const problem = engravingProblem(engravingText, offer);
    if (problem)
      throw new DomainError(ERROR_CODES.validationFailed, problem, {
        product_id: product.id,
        errors: { [`cart_items.${index}.engraving_text`]: [problem] },
      });
    const engravingPaise = engravingText ? (product.engravingPricePaise ?? 0) : 0;
    const unitPricePaise = piecePaise + engravingPaise;
    const breakup = variant
      ? product.pricingKind === 'weight'
        ? variant.priceBreakup
        : null
      : product.pricingKind === 'weight'
        ? product.priceBreakup
        : null;
    if (rupeesToPaise(item.price) !== piecePaise) {
      changed.push({
        product_id: product.id,
        name: product.name,
        price: paiseToRupees(piecePaise),
        ...(variant && { size: variant.size }),
      });
    }
    lines.push({
      productId: product.id,
      name: product.name,
      imageUrl: images.get(product.id) ?? null,
      size: product.sizes.length > 0 ? (variant?.size ?? size) : null,
      quantity: item.quantity,
      unitPricePaise,
      hsnCode: product.hsnCode,
      priceBreakup: breakup ?? fixedPriceBreakup(unitPricePaise),
      hallmarked: product.hallmarked,
      stones: product.stones,
      // A size has its own weight, so the piece's gross weight (of its own weight) is not that size's.
      madeToOrderDays: product.madeToOrderDays,
      engravingText: engravingText || null,
      engravingPaise,
      // A size's own gross weight (its metal differs by size); a piece without sizes, its own.
      grossWeightGrams: grams(variant ? variant.grossWeightGrams : product.grossWeightGrams),
    });
  }

  // The order keeps the code as the shop stores it (the cart shows it the same way).
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const makingPaise = makingChargesOf(lines.map(discountLine));
  const check = body.coupon_code
    ? await checkCoupon(body.coupon_code, { db, userId, subtotalPaise, makingPaise, lock: true })
    : null;
  if (check && !check.ok)
    throw new DomainError(ORDER_ERROR_CODES.couponInvalid, check.message, { coupon_code: body.coupon_code });
  const coupon = check?.ok ? check.coupon : null;

  const totals = orderTotals(lines.map(discountLine), coupon);
  if (changed.length === 0 && rupeesToPaise(body.total_amount) !== totals.totalPaise) {
    // A total that left the engraving out: the engraved lines are what it missed, so the refusal names them
    // (each with its price per piece, engraving included) rather than listing no change at all.
    const unengraved = lines.map((l) => discountLine({ ...l, unitPricePaise: l.unitPricePaise - l.engravingPaise }));
    if (rupeesToPaise(body.total_amount) === orderTotals(unengraved, coupon).totalPaise) {
      for (const line of lines.filter((l) => l.engravingPaise > 0)) {
        changed.push({
          product_id: line.productId,
          name: line.name,
          price: paiseToRupees(line.unitPricePaise),
          ...(line.size && { size: line.size }),
          engraving: paiseToRupees(line.engravingPaise),
        });
      }
    }
  }
  if (changed.length > 0 || rupeesToPaise(body.total_amount) !== totals.totalPaise) {
    throw new DomainError(ORDER_ERROR_CODES.priceChanged, CHECKOUT_MESSAGES.pricesChanged, {
      changes: changed,
      total_amount: paiseToRupees(totals.totalPaise),
    });
  }
  return { lines, totals, couponCode: coupon?.code ?? null, coupon };
}
