// The cart's refusals, each with the code a client can act on (lib/server/http/error-status.ts gives the status).
import 'server-only';
import { DomainError, notFound } from '@/lib/server/errors';
import type { LineQuantityProblem } from '@/lib/shared/cart-rules';
import { CART_RULE_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { CART_ERROR_CODES } from '@/lib/shared/schemas/cart-schema';

export const cartDisabledError = () =>
  new DomainError(CART_ERROR_CODES.cartDisabled, CART_RULE_MESSAGES.changesTurnedOff);

export const productNotFoundError = () => notFound(CATALOGUE_MESSAGES.productNotFound);

export const notInCartError = () => new DomainError(CART_ERROR_CODES.notInCart, CART_RULE_MESSAGES.notInCart);

/** The code is unknown, or one of its rules refuses it here (dates, usage, once per customer, minimum order). */
export const invalidCouponError = (message: string = COUPON_MESSAGES.invalid) =>
  new DomainError(CART_ERROR_CODES.invalidCoupon, message);

/** The request was well formed, but the stock or the line limit does not allow it. */
export const quantityError = (problem: LineQuantityProblem) =>
  new DomainError(problem.code, problem.message, { max_quantity: problem.limit });

/** Answered like any other invalid field, so a form can show it next to the size select. */
export const sizeError = (message: string) =>
  new DomainError(CART_ERROR_CODES.invalidSize, message, { errors: { size: [message] }, details: [`size ${message}`] });
