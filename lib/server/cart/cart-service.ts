// The server cart of a logged-in shopper (spec section 7, Cart). Each write checks the shop's cart switch,
// runs in one transaction holding the shopper's cart lock, and answers the whole cart as it now stands,
// so a client never has to guess the outcome. A failed write changes nothing.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/server/db';
import { carts } from '@/lib/server/db/schema';
import { checkCoupon } from '@/lib/server/coupons';
import { rupeesToPaise } from '@/lib/shared/money';
import { getShopSettings } from '@/lib/server/settings';
import type {
  AddItemBody,
  ApiCart,
  MergeCartBody,
  RemoveItemBody,
  SetItemBody,
} from '@/lib/shared/schemas/cart-schema';
import { cartDisabledError, invalidCouponError } from './cart-errors';
import { addToLine, clearLines, lockCart, removeLines, setLine } from './cart-lines';
import { countCartItems, readCart } from './read-cart';
import { mergeLines, type MergeReport } from './merge-guest-cart';

async function cartWrite<T>(
  userId: number,
  change: (tx: Transaction) => Promise<T>,
): Promise<{ cart: ApiCart; result: T }> {
  const settings = await getShopSettings();
  if (!settings.cart_enabled) throw cartDisabledError();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const result = await change(tx);
    return { cart: await readCart(tx, userId), result };
  });
}

export async function getCart(userId: number): Promise<ApiCart> {
  return readCart(await getDb(), userId);
}

export async function cartItemCount(userId: number): Promise<number> {
  return countCartItems(await getDb(), userId);
}

/** POST /cart/add_item: the quantity is added to what the line already holds. */
export async function addItem(userId: number, body: AddItemBody): Promise<ApiCart> {
  const change = { productId: body.product_id, quantity: body.quantity, size: body.size };
  return (await cartWrite(userId, (tx) => addToLine(tx, userId, change))).cart;
}

/** POST /cart/add_or_update: the line is set to the quantity, created if missing; 0 removes it. */
export async function addOrUpdateItem(userId: number, body: SetItemBody): Promise<ApiCart> {
  const change = {
    productId: body.product_id,
    quantity: body.quantity,
    size: body.size,
    engravingText: body.engraving_text,
  };
  return (await cartWrite(userId, (tx) => setLine(tx, userId, change, { mustExist: false }))).cart;
}

/** PATCH /cart/update_item: like add_or_update, but only for a line already in the cart (404 otherwise). */
export async function updateItem(userId: number, body: SetItemBody): Promise<ApiCart> {
  const change = { productId: body.product_id, quantity: body.quantity, size: body.size };
  return (await cartWrite(userId, (tx) => setLine(tx, userId, change, { mustExist: true }))).cart;
}

export async function removeItem(userId: number, body: RemoveItemBody): Promise<ApiCart> {
  return (await cartWrite(userId, (tx) => removeLines(tx, userId, body.product_id, body.size))).cart;
}

/** Clearing also drops the coupon (spec section 4: clearing resets discount and coupon). */
export async function clearCart(userId: number): Promise<ApiCart> {
  return (await cartWrite(userId, (tx) => clearLines(tx, userId))).cart;
}

/** One coupon at a time: applying a valid code replaces the one before it. */
export async function applyCoupon(userId: number, code: string): Promise<ApiCart> {
  return (
    await cartWrite(userId, async (tx) => {
      const { subtotal, cart_items: items } = await readCart(tx, userId);
      const makingPaise = items.reduce((sum, item) => sum + rupeesToPaise(item.making_charges ?? 0) * item.quantity, 0);
      const check = await checkCoupon(code, { db: tx, userId, subtotalPaise: rupeesToPaise(subtotal), makingPaise });
      if (!check.ok) throw invalidCouponError(check.message);
      await tx.update(carts).set({ couponCode: check.coupon.code }).where(eq(carts.userId, userId));
    })
  ).cart;
}

export async function removeCoupon(userId: number): Promise<ApiCart> {
  return (await cartWrite(userId, (tx) => tx.update(carts).set({ couponCode: null }).where(eq(carts.userId, userId))))
    .cart;
}

export async function mergeGuestCart(userId: number, body: MergeCartBody): Promise<ApiCart & MergeReport> {
  const { cart, result } = await cartWrite(userId, (tx) => mergeLines(tx, userId, body));
  return { ...cart, ...result };
}
