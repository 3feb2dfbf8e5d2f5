// Reads a shopper's cart in the API's shape. Prices always come from the products table at read time,
// and a coupon counts only while it is still active, so the cart never shows a discount checkout would refuse.
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { cartItems, carts, categories, productImages, products, productVariants } from '@/lib/server/db/schema';
import { findActiveCoupon } from '@/lib/server/coupons';
import { orderTotals } from '@/lib/shared/money/totals';
import { makingChargesOf } from '@/lib/shared/money/coupons';
import { discountLine } from '@/lib/shared/pricing/discount-line';
import { toApiCouponTerms } from '@/lib/shared/pricing/coupon-view';
import { paiseToRupees } from '@/lib/shared/money';
import type { PriceBreakup } from '@/lib/shared/money/breakup';
import type { ApiCart } from '@/lib/shared/schemas/cart-schema';

export async function readCart(db: Executor, userId: number): Promise<ApiCart> {
  const lines = await db
    .select({
      productId: cartItems.productId,
      size: cartItems.size,
      quantity: cartItems.quantity,
      name: products.name,
      // A line of a size is priced and stocked by its size; a size since removed is out of stock.
      pricePaise: sql<number>`coalesce(${productVariants.pricePaise}, ${products.pricePaise})`.mapWith(Number),
      priceBreakup: sql<PriceBreakup | null>`coalesce(${productVariants.priceBreakup}, ${products.priceBreakup})`,
      pricingKind: products.pricingKind,
      stockQuantity: sql<number>`CASE WHEN ${productVariants.id} IS NOT NULL THEN ${productVariants.stockQuantity}
        WHEN EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = ${products.id}) THEN 0 ELSE ${products.stockQuantity} END`.mapWith(
        Number,
      ),
      active: products.active,
      madeToOrderDays: products.madeToOrderDays,
      engravingText: cartItems.engravingText,
      engravingPricePaise: products.engravingPricePaise,
      categoryId: categories.id,
      categoryName: categories.name,
      imageUrl: sql<string | null>`(
        SELECT ${productImages.url} FROM ${productImages}
        WHERE ${productImages.productId} = ${products.id}
        ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, cartItems.productId), eq(productVariants.size, cartItems.size)),
    )
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const [saved] = await db.select({ code: carts.couponCode }).from(carts).where(eq(carts.userId, userId)).limit(1);
  // An engraved line costs its engraving on top of each piece, as checkout charges it.
  const engravingOf = (l: (typeof lines)[number]) => (l.engravingText ? (l.engravingPricePaise ?? 0) : 0);
  const subtotalPaise = lines.reduce((sum, l) => sum + (l.pricePaise + engravingOf(l)) * l.quantity, 0);
  const priced = lines.map((l) =>
    discountLine({
      unitPricePaise: l.pricePaise + engravingOf(l),
      quantity: l.quantity,
      priceBreakup: l.pricingKind === 'weight' ? l.priceBreakup : null,
    }),
  );
  // The coupon shows only while checkout would accept it for this cart (its dates, uses, minimum, making charges).
  const coupon = saved?.code
    ? await findActiveCoupon(saved.code, { db, userId, subtotalPaise, makingPaise: makingChargesOf(priced) })
    : null;

  const discount = coupon?.percent ?? 0;
  const totals = orderTotals(priced, coupon);
  return {
    cart_items: lines.map((l, i) => ({
      product_id: l.productId,
      quantity: l.quantity,
      size: l.size || null,
      unit_price: paiseToRupees(l.pricePaise),
      total_price: paiseToRupees((l.pricePaise + engravingOf(l)) * l.quantity),
      ...(l.engravingText && { engraving: { text: l.engravingText, price: paiseToRupees(engravingOf(l)) } }),
      // As checkout records it: a piece with a lead time is made for the shopper, whatever its stock.
      ...(l.madeToOrderDays !== null && { made_to_order: true as const }),
      // Only pieces priced by weight carry these: a making-charges coupon takes from them.
      ...(priced[i]!.makingPaise != null && {
        making_charges: paiseToRupees(priced[i]!.makingPaise!),
        taxable_value: paiseToRupees(priced[i]!.taxablePaise ?? 0),
      }),
      product: {
        id: l.productId,
        name: l.name,
        primary_image_url: l.imageUrl,
        category: l.categoryId !== null && l.categoryName !== null ? { id: l.categoryId, name: l.categoryName } : null,
        // A product taken off sale stays visible in the cart (so the shopper sees why), but cannot be bought.
        inStock: l.active && (l.stockQuantity > 0 || l.madeToOrderDays !== null),
        stock_quantity: l.active ? l.stockQuantity : 0,
      },
    })),
    discount,
    coupon_code: coupon?.code ?? null,
    // The coupon's terms while one applies, and what a making-charges coupon took off them.
    ...(coupon && { coupon: toApiCouponTerms(coupon) }),
    ...(totals.makingOffPaise != null && { making_discount: paiseToRupees(totals.makingOffPaise) }),
    subtotal: paiseToRupees(totals.subtotalPaise),
    discount_amount: paiseToRupees(totals.discountPaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

export async function countCartItems(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(row?.count ?? 0);
}
