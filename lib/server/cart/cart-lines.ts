// Changes to the lines of one shopper's cart. Every function here runs inside the caller's transaction,
// after lockCart, so two requests of the same shopper never interleave.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { cartItems, carts } from '@/lib/server/db/schema';
import { lineQuantityProblem } from '@/lib/shared/cart-rules';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { productNotFoundError, quantityError, sizeError, notInCartError } from './cart-errors';
import { chooseSize, findCartProduct, stockForSize, type CartProduct } from './cart-product';
import { DomainError } from '@/lib/server/errors';
import { engravingProblem, normalEngraving } from '@/lib/shared/catalogue/engraving';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';

/**
 * Creates the cart row if needed and holds its row lock until the transaction ends. The conflict update
 * assigns the key to itself: it takes the lock without marking a cart changed that a no-op left as it was.
 */
export async function lockCart(tx: Executor, userId: number): Promise<void> {
  await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { userId: sql`excluded.user_id` } });
}

export async function lineQuantity(tx: Executor, userId: number, productId: number, size: string): Promise<number> {
  const [row] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)))
    .limit(1);
  return row?.quantity ?? 0;
}

async function sizesInCart(tx: Executor, userId: number, productId: number): Promise<string[]> {
  const rows = await tx
    .select({ size: cartItems.size })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return rows.map((r) => r.size);
}

export async function writeLine(
  tx: Executor,
  userId: number,
  productId: number,
  size: string,
  quantity: number,
  engravingText?: string,
): Promise<void> {
  if (quantity === 0) {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)));
    return;
  }
  await tx
    .insert(cartItems)
    .values({ userId, productId, size, quantity, ...(engravingText !== undefined && { engravingText }) })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.size],
      set: { quantity, ...(engravingText !== undefined && { engravingText }), updatedAt: sql`now()` },
    });
}

async function productForSale(tx: Executor, productId: number): Promise<CartProduct> {
  const product = await findCartProduct(tx, productId);
  if (!product || !product.active) throw productNotFoundError();
  return product;
}

/**
 * The stored size of an existing line. A client that sends no size (the spec's update and remove bodies have
 * none) still names the line when the product has only one line in the cart.
 */
async function existingLineSize(
  tx: Executor,
  userId: number,
  product: CartProduct,
  requested: string | undefined,
): Promise<string | null> {
  if (product.sizes.length === 0) return '';
  if (requested) {
    const choice = chooseSize(product, requested);
    if ('problem' in choice) throw sizeError(choice.problem);
    return choice.size;
  }
  const sizes = await sizesInCart(tx, userId, product.id);
  if (sizes.length === 0) return null;
  if (sizes.length === 1) return sizes[0];
  throw sizeError(CART_RULE_MESSAGES.sizeRequired);
}

export type LineChange = { productId: number; quantity: number; size?: string; engravingText?: string | null };

/** The engraving a change leaves on the line: undefined keeps the stored one; refused naming the field. */
function engravingOf(product: CartProduct, sent: string | null | undefined): string | undefined {
  if (sent === undefined) return undefined;
  const text = normalEngraving(sent);
  const offer = product.engravingMaxChars === null ? null : { maxChars: product.engravingMaxChars };
  const problem = engravingProblem(text, offer);
  if (problem) throw new DomainError(ERROR_CODES.validationFailed, problem, { errors: { engraving_text: [problem] } });
  return text;
}

/** add_item: adds to what the line already holds. */
export async function addToLine(tx: Executor, userId: number, change: LineChange): Promise<void> {
  const product = await productForSale(tx, change.productId);
  const choice = chooseSize(product, change.size);
  if ('problem' in choice) throw sizeError(choice.problem);
  const current = await lineQuantity(tx, userId, product.id, choice.size);
  const next = current + change.quantity;
  const problem = lineQuantityProblem(next, current, stockForSize(product, choice.size));
  if (problem) throw quantityError(problem);
  await writeLine(tx, userId, product.id, choice.size, next);
}

/** add_or_update (creates the line when missing) and update_item (the line must exist): set the quantity; 0 removes. */
export async function setLine(
  tx: Executor,
  userId: number,
  change: LineChange,
  options: { mustExist: boolean },
): Promise<void> {
  if (change.quantity === 0) return removeLines(tx, userId, change.productId, change.size);
  const product = await productForSale(tx, change.productId);
  let size: string;
  if (options.mustExist) {
    const existing = await existingLineSize(tx, userId, product, change.size);
    if (existing === null) throw notInCartError();
    size = existing;
  } else {
    const choice = chooseSize(product, change.size);
    if ('problem' in choice) throw sizeError(choice.problem);
    size = choice.size;
  }
  const current = await lineQuantity(tx, userId, product.id, size);
  if (options.mustExist && current === 0) throw notInCartError();
  const engraving = engravingOf(product, change.engravingText);
  const problem = lineQuantityProblem(change.quantity, current, stockForSize(product, size));
  if (problem) throw quantityError(problem);
  await writeLine(tx, userId, product.id, size, change.quantity, engraving);
}

/**
 * remove_item, and a quantity of 0. Removing what is not there is not an error: the cart ends as asked.
 * Without a size, every line of the product goes.
 */
export async function removeLines(
  tx: Executor,
  userId: number,
  productId: number,
  size: string | undefined,
): Promise<void> {
  const product = await findCartProduct(tx, productId);
  const where = [eq(cartItems.userId, userId), eq(cartItems.productId, productId)];
  if (product && size !== undefined) {
    const stored =
      product.sizes.length === 0 ? '' : (product.sizes.find((s) => s.toLowerCase() === size.toLowerCase()) ?? size);
    where.push(eq(cartItems.size, stored));
  }
  await tx.delete(cartItems).where(and(...where));
}

export async function clearLines(tx: Executor, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx
    .update(carts)
    .set({ couponCode: null, updatedAt: sql`now()` })
    .where(eq(carts.userId, userId));
}
