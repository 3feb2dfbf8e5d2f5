// Shapes of what the browser keeps locally (spec section 3: cart line, wishlist item, session user).
import { z } from 'zod';

export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.number().int().positive(),
  name: z.string(),
  price: z.number().nonnegative(),
  image: z.string().nullable(),
  category: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** Stock when last seen (the server cart fills it; a guest line has it if the adder knew it). Lets the cart page stop "+" at the stock. */
  stock: z.number().int().nonnegative().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const wishlistItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().nonnegative(),
  image: z.string().nullable(),
  category: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A cart line is one product in one size. */
export function cartLineId(productId: number, size: string | null): string {
  return size ? `${productId}-${size}` : String(productId);
}
