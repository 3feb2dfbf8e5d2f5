/** Each reason a cash-on-delivery order is refused (answered 422). */
export const COD_ERROR_CODES = {
  disabled: 'COD_DISABLED',
  aboveLimit: 'COD_ABOVE_LIMIT',
  pincodeNotServed: 'COD_PINCODE_NOT_SERVED',
  customerBlocked: 'COD_NOT_ALLOWED_FOR_CUSTOMER',
  openOrder: 'COD_OPEN_ORDER_EXISTS',
} as const;
export type CodErrorCode = (typeof COD_ERROR_CODES)[keyof typeof COD_ERROR_CODES];
