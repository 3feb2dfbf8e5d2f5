// The login merge: the guest cart's lines are added to the server cart under the same rules as add_item,
// except that a line the rules would refuse is taken up to what they allow (or skipped) instead of failing
// the whole merge. The answer says what was skipped or cut, so the shopper can be told.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { carts } from '@/lib/server/db/schema';
import { findActiveCoupon } from '@/lib/server/coupons';
import { lineLimit } from '@/lib/shared/cart-rules';
import { MAX_CART_LINE_QUANTITY } from '@/lib/shared/constants';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import type { MergeCartBody, MergeNote } from '@/lib/shared/schemas/cart-schema';
import { lineQuantity, writeLine } from './cart-lines';
import { chooseSize, findCartProduct, stockForSize } from './cart-product';

export type MergeReport = { skipped: MergeNote[]; capped: MergeNote[] };

export async function mergeLines(tx: Executor, userId: number, body: MergeCartBody): Promise<MergeReport> {
  const report: MergeReport = { skipped: [], capped: [] };
  for (const item of body.items) {
    const note = { product_id: item.product_id, size: item.size ?? null };
    const product = await findCartProduct(tx, item.product_id);
    if (!product || !product.active) {
      report.skipped.push({ ...note, message: CATALOGUE_MESSAGES.productNotFound });
      continue;
    }
    const choice = chooseSize(product, item.size);
    if ('problem' in choice) {
      report.skipped.push({ ...note, message: choice.problem });
      continue;
    }
    const stock = stockForSize(product, choice.size);
    if (stock <= 0) {
      report.skipped.push({ ...note, message: CART_RULE_MESSAGES.itemOutOfStock });
      continue;
    }
    const current = await lineQuantity(tx, userId, product.id, choice.size);
    const limit = lineLimit(stock);
    const wanted = current + item.quantity;
    const next = Math.min(wanted, Math.max(limit, current));
    if (next < wanted) {
      const message =
        limit < MAX_CART_LINE_QUANTITY ? CART_RULE_MESSAGES.onlyLeft(limit) : CART_RULE_MESSAGES.lineLimit(limit);
      report.capped.push({ product_id: product.id, size: choice.size || null, message, quantity: next });
    }
    if (next !== current) await writeLine(tx, userId, product.id, choice.size, next);
  }
  if (body.coupon_code) await adoptGuestCoupon(tx, userId, body.coupon_code);
  return report;
}

/** The guest's coupon carries over only into a cart without one (one coupon at a time), and only if valid. */
async function adoptGuestCoupon(tx: Executor, userId: number, code: string): Promise<void> {
  const [cart] = await tx.select({ couponCode: carts.couponCode }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (cart?.couponCode && (await findActiveCoupon(cart.couponCode, tx))) return;
  const coupon = await findActiveCoupon(code, tx);
  if (coupon) await tx.update(carts).set({ couponCode: coupon.code }).where(eq(carts.userId, userId));
}
