// The cart's refusals, each with the status and code a client can act on.
import { ApiError, notFound } from '@/lib/server/http/api-error';
import type { LineQuantityProblem } from '@/lib/shared/cart-rules';
import { CART_RULE_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { CART_ERROR_CODES } from '@/lib/shared/schemas/cart';

export const cartDisabledError = () => new ApiError(403, CART_RULE_MESSAGES.changesTurnedOff, CART_ERROR_CODES.cartDisabled);

export const productNotFoundError = () => notFound(CATALOGUE_MESSAGES.productNotFound);

export const notInCartError = () => new ApiError(404, CART_RULE_MESSAGES.notInCart, CART_ERROR_CODES.notInCart);

export const invalidCouponError = () => new ApiError(422, COUPON_MESSAGES.invalid, CART_ERROR_CODES.invalidCoupon);

/** 409: the request was well formed, but the stock or the line limit does not allow it. */
export const quantityError = (problem: LineQuantityProblem) =>
  new ApiError(409, problem.message, problem.code, { max_quantity: problem.limit });

/** 400 like any other invalid field, so a form can show it next to the size select. */
export const sizeError = (message: string) =>
  new ApiError(400, message, CART_ERROR_CODES.invalidSize, { errors: { size: [message] }, details: [`size ${message}`] });
