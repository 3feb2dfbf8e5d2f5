// Error codes several route contracts share: the same refusals wherever an order is placed, a cart line
// set, or a stamped record written.
import 'server-only';
import type { ErrorCode } from '@/lib/server/errors';
import { COD_ERROR_CODES as COD } from '@/lib/shared/payment-methods';
import { CART_ERROR_CODES as CART } from '@/lib/shared/error-codes/cart-error-codes';
import { EXCHANGE_ERROR_CODES as EXCHANGE } from '@/lib/shared/error-codes/exchange-error-codes';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/schemas/checkout-schema';
import { STORED_VALUE_ERROR_CODES } from '@/lib/shared/error-codes/stored-value-error-codes';
import { imageAltSchema } from '@/lib/shared/schemas/admin-product-schema';

export const ORDER_PLACING: readonly ErrorCode[] = [
  ORDER.priceChanged,
  ORDER.outOfStock,
  ORDER.productUnavailable,
  ORDER.productNotFound,
  ORDER.couponInvalid,
  ORDER.tooManyPending,
  ORDER.orderLineLimit,
  ORDER.pendingUnitsLimit,
  ORDER.pendingValueLimit,
  ORDER.clientHoldLimit,
  ORDER.providerError,
  ORDER.paymentsNotSetUp,
  ORDER.storedValueInvalid,
  ORDER.storedValueSpent,
  STORED_VALUE_ERROR_CODES.giftCardRateLimited,
  COD.disabled,
  COD.aboveLimit,
  COD.pincodeNotServed,
  COD.customerBlocked,
  COD.openOrder,
  EXCHANGE.quoteNotFound,
  EXCHANGE.quoteExpired,
  EXCHANGE.quoteUsed,
  EXCHANGE.quoteTooLarge,
];
export const CART_LINE: readonly ErrorCode[] = [
  CART.outOfStock,
  CART.insufficientStock,
  CART.lineLimit,
  CART.invalidSize,
];
export const STAMPED_WRITE: readonly ErrorCode[] = [ADMIN.staleRecord, ADMIN.updatedAtRequired];
/** A product picture's upload: the file and its alt text. */
export const PICTURE = { file: 'file', alt: imageAltSchema } as const;
