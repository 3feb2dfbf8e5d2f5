/** Why a marketing mail's unsubscribe link is refused. */
export const MARKETING_ERROR_CODES = {
  invalidUnsubscribe: 'UNSUBSCRIBE_INVALID',
} as const;
