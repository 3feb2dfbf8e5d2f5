// The error codes of checkout, payments, orders and returns.
/** Machine-readable codes of the checkout and order failures, next to their messages. */
export const ORDER_ERROR_CODES = {
  priceChanged: 'PRICE_CHANGED',
  outOfStock: 'OUT_OF_STOCK',
  productUnavailable: 'PRODUCT_UNAVAILABLE',
  productNotFound: 'PRODUCT_NOT_FOUND',
  invalidSize: 'INVALID_SIZE',
  couponInvalid: 'COUPON_INVALID',
  tooManyPending: 'TOO_MANY_PENDING_ORDERS',
  orderLineLimit: 'ORDER_LINE_LIMIT',
  pendingUnitsLimit: 'PENDING_UNITS_LIMIT',
  pendingValueLimit: 'PENDING_VALUE_LIMIT',
  clientHoldLimit: 'CLIENT_HOLD_LIMIT',
  providerError: 'PAYMENT_PROVIDER_ERROR',
  verificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  paymentDeclined: 'PAYMENT_DECLINED',
  refundDue: 'PAYMENT_REFUND_DUE',
  paymentMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  notCancellable: 'ORDER_NOT_CANCELLABLE',
  orderNotPending: 'ORDER_NOT_PENDING',
  invalidWebhookSignature: 'INVALID_WEBHOOK_SIGNATURE',
  invalidWebhookPayload: 'INVALID_WEBHOOK_PAYLOAD',
  invalidCard: 'INVALID_CARD',
  sandboxOnly: 'SANDBOX_DISABLED',
  /** No Razorpay keys on a public shop, and PAYMENTS_SANDBOX=1 not set: checkout is closed. */
  paymentsNotSetUp: 'PAYMENTS_NOT_SET_UP',
  /** A return asked for outside the window, of an order not delivered, or while another is open. */
  returnNotAllowed: 'RETURN_NOT_ALLOWED',
  /** A HUID already shipped on another piece that has not come back (a HUID names one piece). */
  huidInUse: 'HUID_IN_USE',
  /** An order above ₹2,00,000 sent with neither a PAN nor form_60 (Rule 114B). */
  panRequired: 'PAN_REQUIRED',
  /** A gift card code, or a savings plan, that is unknown, not the buyer's, closed or expired (400, naming the field). */
  storedValueInvalid: 'STORED_VALUE_INVALID',
  /** A gift card, store credit or plan balance another order spent first (409): nothing of this order is kept. */
  storedValueSpent: 'STORED_VALUE_SPENT',
} as const;
