// The cart half of the API contract (spec section 7, Cart): request bodies, the cart the server answers,
// and the error codes a client can act on. Money is in rupees here, as at every API edge.
import { z } from 'zod';
import { COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { COUPON_APPLIES_TO } from '@/lib/shared/money/coupons';

// Defined beside the cart rules, which run in the browser too and must not pull zod in with them.
export { CART_ERROR_CODES } from '../error-codes/cart-error-codes';

/**
 * Anything above this is not a quantity anyone meant; it is refused as invalid input (400). Between the cart
 * limit and this, the answer is the 409 that names the limit, so a client learns what it may ask for.
 */
export const MAX_QUANTITY_INPUT = 1000;

const productId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

const quantity = (min: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(MAX_QUANTITY_INPUT, 'is too large');

/** null, '' and a missing size all mean "no size"; a product with sizes then needs one. */
const size = z
  .string({ error: 'must be text' })
  .trim()
  .max(40, 'is too long')
  .nullish()
  .transform((s) => s || undefined);

/** POST /cart/add_item: adds to the line. A quantity of 0 adds nothing, so it is refused. */
export const addItemBodySchema = z.object({ product_id: productId, quantity: quantity(1), size });

/** POST /cart/add_or_update and PATCH /cart/update_item: set the line's quantity; 0 removes it. */
export const setItemBodySchema = z.object({
  product_id: productId,
  quantity: quantity(0),
  size,
  /** Text to engrave on each piece of the line ('' or null takes it away; absent leaves it as it is). */
  engraving_text: z
    .string({ error: ENGRAVING_MESSAGES.textInvalid })
    .max(200, ENGRAVING_MESSAGES.textInvalid)
    .nullish(),
});

/** DELETE /cart/remove_item. Without a size every line of the product goes. */
export const removeItemBodySchema = z.object({ product_id: productId, size });

export const couponCodeSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, COUPON_MESSAGES.codeMissing)
  .max(40, 'is too long')
  .transform((code) => code.toUpperCase());

export const applyCouponBodySchema = z.object({ code: couponCodeSchema });

/** POST /cart/merge: the guest cart handed over at login. */
export const mergeCartBodySchema = z.object({
  items: z
    .array(z.object({ product_id: productId, quantity: quantity(1), size }), { error: 'must be a list' })
    .max(100, 'has too many lines'),
  /** The guest's coupon; taken only when the server cart has none and the code is valid. */
  coupon_code: couponCodeSchema.nullish(),
});

export type AddItemBody = z.infer<typeof addItemBodySchema>;
export type SetItemBody = z.infer<typeof setItemBodySchema>;
export type RemoveItemBody = z.infer<typeof removeItemBodySchema>;
export type MergeCartBody = z.infer<typeof mergeCartBodySchema>;

export const apiCartItemSchema = z.object({
  product_id: z.number(),
  quantity: z.number(),
  /** null when the product has no sizes. */
  size: z.string().nullable(),
  unit_price: z.number(),
  total_price: z.number(),
  /** One piece's making charges and value before GST, rupees, for a piece priced by weight; else null. */
  making_charges: z.number().nullable().optional(),
  taxable_value: z.number().nullable().optional(),
  /** The text engraved on each piece and its price per piece (in total_price, not in unit_price). */
  engraving: z.object({ text: z.string(), price: z.number() }).optional(),
  /** Present (true) when the piece is made for the shopper: not returnable, except when faulty. */
  made_to_order: z.literal(true).optional(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    primary_image_url: z.string().nullable(),
    category: z.object({ id: z.number(), name: z.string() }).nullable(),
    inStock: z.boolean(),
    stock_quantity: z.number(),
  }),
});

/** A coupon's terms: lib/shared/pricing/coupon-view.ts. */
export const apiCouponTermsSchema = z.object({
  code: z.string(),
  percent: z.number().nullable(),
  amount_off: z.number().nullable(),
  applies_to: z.enum(COUPON_APPLIES_TO),
  min_order_value: z.number(),
  label: z.string(),
});

export const apiCartSchema = z.object({
  cart_items: z.array(apiCartItemSchema),
  /** Percent (0 for a coupon of a fixed amount). */
  discount: z.number(),
  coupon_code: z.string().nullable(),
  /** The applied coupon's terms, and what a making-charges coupon takes off the making charges before GST. */
  coupon: apiCouponTermsSchema.nullable().optional(),
  making_discount: z.number().nullable().optional(),
  subtotal: z.number(),
  discount_amount: z.number(),
  total: z.number(),
});

export type ApiCartItem = z.infer<typeof apiCartItemSchema>;
export type ApiCart = z.infer<typeof apiCartSchema>;

export const apiCouponSchema = z
  .object({ code: z.string(), discount: z.number() })
  .extend(apiCouponTermsSchema.omit({ code: true }).partial().shape);
export type ApiCoupon = z.infer<typeof apiCouponSchema>;

/** A guest line the merge could not take whole: skipped, or taken only up to `quantity`. */
export const mergeNoteSchema = z.object({
  product_id: z.number(),
  size: z.string().nullable(),
  message: z.string(),
  quantity: z.number().optional(),
});
export type MergeNote = z.infer<typeof mergeNoteSchema>;
