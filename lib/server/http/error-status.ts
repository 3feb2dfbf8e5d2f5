// The one place an error code becomes an HTTP status. Typed over every code the server answers with, so a new
// code without a status fails the type check. A code has one status wherever it is thrown.
import 'server-only';
import type { ErrorCode } from '@/lib/server/errors';
import {
  ADMIN_ERROR_CODES as ADMIN,
  ALERT_ERROR_CODES as ALERT,
  AUTH_ERROR_CODES as AUTH,
  CART_ERROR_CODES as CART,
  COD_ERROR_CODES as COD,
  ERROR_CODES as API,
  EXCHANGE_ERROR_CODES as EXCHANGE,
  ORDER_ERROR_CODES as ORDER,
  REVIEW_ERROR_CODES as REVIEW,
  SHIPPING_ERROR_CODES as SHIP,
  COD_CONFIRM_ERROR_CODES as COD_CONFIRM,
  MARKETING_ERROR_CODES as MARKETING,
  WHATSAPP_ERROR_CODES as WHATSAPP,
} from '@/lib/shared/error-codes';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  [API.validationFailed]: 400,
  [API.invalidJson]: 400,
  [API.unsupportedMediaType]: 415,
  [API.payloadTooLarge]: 413,
  [API.notFound]: 404,
  [API.unauthenticated]: 401,
  [API.crossSiteRequest]: 403,
  [API.routeNotFound]: 404,
  [API.methodNotAllowed]: 405,
  // Answered by scripts/serve.mjs itself (server-runtime/unreadable-request.cjs), before any route runs.
  [API.malformedPath]: 400,
  [API.unavailable]: 503,
  [API.internal]: 500,

  [AUTH.invalidCredentials]: 401,
  [AUTH.invalidOtp]: 400,
  [AUTH.otpExpired]: 400,
  [AUTH.tooManyAttempts]: 429,
  [AUTH.rateLimited]: 429,
  [AUTH.noSessionToken]: 400,
  [AUTH.mailFailed]: 503,

  [CART.cartDisabled]: 403,
  // Also ORDER.outOfStock: checkout refuses a line the stock no longer covers with the same code.
  [CART.outOfStock]: 409,
  [CART.insufficientStock]: 409,
  [CART.lineLimit]: 409,
  // Also ORDER.invalidSize: 400 like any other invalid field.
  [CART.invalidSize]: 400,
  [CART.notInCart]: 404,
  [CART.invalidCoupon]: 422,

  [ORDER.huidInUse]: 409,
  [ORDER.priceChanged]: 409,
  [ORDER.productUnavailable]: 409,
  [ORDER.productNotFound]: 404,
  [ORDER.couponInvalid]: 409,
  [ORDER.tooManyPending]: 429,
  [ORDER.orderLineLimit]: 400,
  [ORDER.pendingUnitsLimit]: 429,
  [ORDER.pendingValueLimit]: 429,
  [ORDER.clientHoldLimit]: 429,
  [ORDER.providerError]: 502,
  [ORDER.verificationFailed]: 400,
  [ORDER.paymentDeclined]: 402,
  [ORDER.refundDue]: 409,
  [ORDER.paymentMismatch]: 409,
  [ORDER.notCancellable]: 409,
  [ORDER.returnNotAllowed]: 409,
  [ORDER.panRequired]: 422,
  [ORDER.orderNotPending]: 409,
  [ORDER.invalidWebhookSignature]: 400,
  [ORDER.invalidWebhookPayload]: 400,
  [ORDER.invalidCard]: 400,
  [ORDER.sandboxOnly]: 404,
  [ORDER.paymentsNotSetUp]: 503,

  [ADMIN.forbidden]: 403,
  [ADMIN.reauthRequired]: 401,
  [ADMIN.staleRecord]: 409,
  [ADMIN.updatedAtRequired]: 428,
  [ADMIN.conflict]: 409,
  [ADMIN.setupTokenInvalid]: 403,
  [ADMIN.accountDisabled]: 403,
  [ADMIN.imageUnreadable]: 422,
  [ADMIN.importRejected]: 422,
  [ADMIN.rateChangeUnusual]: 409,

  // Cash on delivery refused: the order itself is fine, paying for it in cash is not.
  [COD.disabled]: 422,
  [COD.aboveLimit]: 422,
  [COD.pincodeNotServed]: 422,
  [COD.customerBlocked]: 422,
  [COD.openOrder]: 422,

  // Reviews: only a buyer of the piece may review it, once.
  [REVIEW.notBuyer]: 403,
  [REVIEW.alreadyReviewed]: 409,

  // A back-in-stock alert for a piece that can be ordered now.
  [ALERT.inStock]: 409,
  // Courier bookings: the order or the shop's set-up is not ready (422/409), or the courier is not there (502/503).
  [SHIP.noPickupAddress]: 422,
  [SHIP.unserviceable]: 422,
  [SHIP.orderNotShippable]: 409,
  [SHIP.alreadyBooked]: 409,
  [SHIP.notBooked]: 404,
  [SHIP.providerError]: 502,
  [SHIP.sandboxOff]: 503,
  [SHIP.badSignature]: 401,
  [SHIP.unknownShipment]: 404,

  // A first COD order's confirmation link: not this order's, or the order is past confirming.
  [COD_CONFIRM.invalidLink]: 400,
  [COD_CONFIRM.closed]: 409,

  // A marketing mail's unsubscribe link that is not one the shop signed.
  [MARKETING.invalidUnsubscribe]: 400,

  [EXCHANGE.disabled]: 422,
  [EXCHANGE.rateMissing]: 409,
  [EXCHANGE.rateLimited]: 429,
  [EXCHANGE.quoteExpired]: 409,
  [EXCHANGE.quoteUsed]: 409,
  [EXCHANGE.quoteTooLarge]: 409,
  [EXCHANGE.quoteNotFound]: 404,
  [EXCHANGE.noExchange]: 409,
  [EXCHANGE.alreadyTested]: 409,
  [EXCHANGE.shortfallDue]: 409,
  [EXCHANGE.nothingOwed]: 409,

  // The WhatsApp webhook: a wrong verify token, a delivery not signed with the app secret, a body not Meta's.
  [WHATSAPP.verifyFailed]: 403,
  [WHATSAPP.badSignature]: 401,
  [WHATSAPP.invalidPayload]: 400,
};
