// Reads a shopper's cart in the API's shape. Prices always come from the products table at read time,
// and a coupon counts only while it is still active, so the cart never shows a discount checkout would refuse.
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { cartItems, carts, categories, productImages, products, productVariants } from '@/lib/server/db/schema';
import { findActiveCoupon } from '@/lib/server/coupons';
import { orderTotals } from '@/lib/shared/totals';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiCart } from '@/lib/shared/schemas/cart-schema';

export async function readCart(db: Executor, userId: number): Promise<ApiCart> {
  const lines = await db
    .select({
      productId: cartItems.productId,
      size: cartItems.size,
      quantity: cartItems.quantity,
      name: products.name,
      // Issue 30: a line of a size is priced and stocked by its size; a size since removed is out of stock.
      pricePaise: sql<number>`coalesce(${productVariants.pricePaise}, ${products.pricePaise})`.mapWith(Number),
      stockQuantity: sql<number>`CASE WHEN ${productVariants.id} IS NOT NULL THEN ${productVariants.stockQuantity}
        WHEN EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = ${products.id}) THEN 0 ELSE ${products.stockQuantity} END`.mapWith(Number),
      active: products.active,
      categoryId: categories.id,
      categoryName: categories.name,
      imageUrl: sql<string | null>`(
        SELECT ${productImages.url} FROM ${productImages}
        WHERE ${productImages.productId} = ${products.id}
        ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, and(eq(productVariants.productId, cartItems.productId), eq(productVariants.size, cartItems.size)))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const [saved] = await db.select({ code: carts.couponCode }).from(carts).where(eq(carts.userId, userId)).limit(1);
  const subtotalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  // The coupon shows only while checkout would accept it for this cart (its dates, uses and minimum).
  const coupon = saved?.code ? await findActiveCoupon(saved.code, { db, userId, subtotalPaise }) : null;

  const discount = coupon?.percent ?? 0;
  const totals = orderTotals(
    lines.map((l) => ({ unitPricePaise: l.pricePaise, quantity: l.quantity })),
    discount,
  );
  return {
    cart_items: lines.map((l) => ({
      product_id: l.productId,
      quantity: l.quantity,
      size: l.size || null,
      unit_price: paiseToRupees(l.pricePaise),
      total_price: paiseToRupees(l.pricePaise * l.quantity),
      product: {
        id: l.productId,
        name: l.name,
        primary_image_url: l.imageUrl,
        category: l.categoryId !== null && l.categoryName !== null ? { id: l.categoryId, name: l.categoryName } : null,
        // A product taken off sale stays visible in the cart (so the shopper sees why), but cannot be bought.
        inStock: l.active && l.stockQuantity > 0,
        stock_quantity: l.active ? l.stockQuantity : 0,
      },
    })),
    discount,
    coupon_code: coupon?.code ?? null,
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
