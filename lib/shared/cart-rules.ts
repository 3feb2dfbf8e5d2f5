// The quantity rule of a cart line, shared by the server cart and the guest cart so both refuse alike.
import { MAX_CART_LINE_QUANTITY } from './constants';
import { CART_RULE_MESSAGES } from './messages/cart';
import { CART_ERROR_CODES } from './error-codes/cart-error-codes';

type QuantityCode =
  typeof CART_ERROR_CODES.outOfStock | typeof CART_ERROR_CODES.insufficientStock | typeof CART_ERROR_CODES.lineLimit;

export type LineQuantityProblem = {
  code: QuantityCode;
  message: string;
  /** the most this line may hold now */ limit: number;
};

/**
 * Why a line may not go from `current` to `next` pieces, or null when it may. Lowering a line is always
 * allowed, so a shopper can fix a line whose stock fell after it was added. `stock` undefined means unknown
 * (a guest line saved without it): then only the cart limit applies, and checkout re-checks the stock.
 */
export function lineQuantityProblem(
  next: number,
  current: number,
  stock: number | undefined,
): LineQuantityProblem | null {
  if (next <= current) return null;
  if (stock !== undefined && stock <= 0)
    return { code: CART_ERROR_CODES.outOfStock, message: CART_RULE_MESSAGES.itemOutOfStock, limit: 0 };
  if (stock !== undefined && stock < MAX_CART_LINE_QUANTITY && next > stock) {
    return { code: CART_ERROR_CODES.insufficientStock, message: CART_RULE_MESSAGES.onlyLeft(stock), limit: stock };
  }
  if (next > MAX_CART_LINE_QUANTITY) {
    return {
      code: CART_ERROR_CODES.lineLimit,
      message: CART_RULE_MESSAGES.lineLimit(MAX_CART_LINE_QUANTITY),
      limit: MAX_CART_LINE_QUANTITY,
    };
  }
  return null;
}

/** The most a line of this product may hold. */
export function lineLimit(stock: number | undefined): number {
  return stock === undefined ? MAX_CART_LINE_QUANTITY : Math.max(0, Math.min(stock, MAX_CART_LINE_QUANTITY));
}
