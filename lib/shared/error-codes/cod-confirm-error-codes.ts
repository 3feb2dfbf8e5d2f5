/** Why a shopper's confirmation of a first cash-on-delivery order is refused. */
export const COD_CONFIRM_ERROR_CODES = {
  invalidLink: 'COD_CONFIRM_INVALID',
  closed: 'COD_CONFIRM_CLOSED',
} as const;
