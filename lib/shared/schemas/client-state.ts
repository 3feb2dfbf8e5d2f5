// Shapes of what the browser keeps locally (spec section 3: cart line, wishlist item, session user).
// zod/mini rather than zod: the stores that check localStorage with these load on every page, and the mini
// build tree-shakes to the few validators used here instead of shipping all of zod to every visitor.
import * as z from 'zod/mini';

export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.number().check(z.int(), z.positive()),
  name: z.string(),
  price: z.number().check(z.nonnegative()),
  image: z.nullable(z.string()),
  category: z.string(),
  size: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.positive()),
  /** Stock when last seen (the server cart fills it; a guest line has it if the adder knew it). Lets the cart page stop "+" at the stock. */
  stock: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const wishlistItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  price: z.number().check(z.nonnegative()),
  image: z.nullable(z.string()),
  category: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const sessionUserSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A cart line is one product in one size. */
export function cartLineId(productId: number, size: string | null): string {
  return size ? `${productId}-${size}` : String(productId);
}
