// Store credit: where a refund may go, and how the refunds table names money given back as credit.

/** A refund goes back the way it was paid (the default), or at once to the buyer's store credit. */
export const REFUND_DESTINATIONS = ['original', 'store_credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** The refunds row's provider when the money went to store credit: no payment provider is asked. */
export const STORE_CREDIT_PROVIDER = 'store_credit';
