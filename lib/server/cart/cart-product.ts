// What the cart needs to know about a product, read inside the write's transaction.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { variantOfSize, variantsFor } from '@/lib/server/pricing';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { MAX_QUANTITY_INPUT } from '@/lib/shared/schemas/cart-schema';

export type CartProduct = {
  id: number;
  name: string;
  stockQuantity: number;
  sizes: string[];
  active: boolean;
  /** Days to make it when made to order: it is ordered beyond its stock. */
  madeToOrderDays: number | null;
  /** Engraving offered: its most characters (null: not offered). */
  engravingMaxChars: number | null;
  /** Each size's own stock; empty for a piece without sizes. */
  variants: { size: string; stockQuantity: number }[];
};

export async function findCartProduct(db: Executor, productId: number): Promise<CartProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      stockQuantity: products.stockQuantity,
      sizes: products.sizes,
      active: products.active,
      madeToOrderDays: products.madeToOrderDays,
      engravingMaxChars: products.engravingMaxChars,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) return null;
  const variants = (await variantsFor(db, [row.id])).get(row.id) ?? [];
  return { ...row, variants: variants.map((v) => ({ size: v.size, stockQuantity: v.stockQuantity })) };
}

/** The pieces a line of this size can hold: its size's stock, or the product's when it has no sizes. */
export function stockForSize(product: CartProduct, size: string): number {
  // Made for the shopper, so any quantity the cart takes can be ordered.
  if (product.madeToOrderDays !== null) return MADE_TO_ORDER_LINE_MAX;
  if (product.variants.length === 0) return product.stockQuantity;
  return variantOfSize(product.variants, size)?.stockQuantity ?? 0;
}

/** The most pieces a cart line of a made-to-order piece holds (the cart's own quantity bound). */
export const MADE_TO_ORDER_LINE_MAX = MAX_QUANTITY_INPUT;

export type SizeChoice = { size: string } | { problem: string };

/**
 * The size a line is stored under: '' for a product without sizes (whatever was sent), otherwise one of the
 * product's own sizes, matched without regard to case so "m" finds "M".
 */
export function chooseSize(product: Pick<CartProduct, 'sizes'>, requested: string | undefined): SizeChoice {
  if (product.sizes.length === 0) return { size: '' };
  if (!requested) return { problem: CART_RULE_MESSAGES.sizeRequired };
  const match = product.sizes.find((s) => s.toLowerCase() === requested.toLowerCase());
  return match ? { size: match } : { problem: CART_RULE_MESSAGES.sizeUnavailable(product.sizes) };
}
