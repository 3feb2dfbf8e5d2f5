// The liabilities report (GET /api/v1/admin/reports/liabilities): the money buyers keep with the shop, owed back
// in goods. Rupees; each account's closing is its opening plus its movements in the period.
export const LIABILITY_KINDS = ['savings', 'gift_card', 'store_credit'] as const;
export type LiabilityKind = (typeof LIABILITY_KINDS)[number];

/** The dashboard's three balances as they stand, rupees. */
export type LiabilityBalances = Record<LiabilityKind, number>;

export type LiabilityAccount = {
  kind: LiabilityKind;
  opening: number;
  /** Signed sums by reason ('issued', 'spent', 'returned', ...): + money taken in, - money used or paid out. */
  movements: { reason: string; amount: number }[];
  closing: number;
};

export type LiabilitiesReport = {
  from: string;
  to: string;
  time_zone: string;
  accounts: LiabilityAccount[];
  totals: { opening: number; closing: number };
  ties: {
    /** Stored value spent on orders in the period (the ledger's 'spent', as a positive sum). */
    spent_on_orders: number;
    /** What the orders placed in the period record as paid by stored value: equals spent_on_orders. */
    orders_paid_by_stored_value: number;
    /** Stored value given back from cancelled orders in the period. */
    returned_from_orders: number;
    /** The stored-value payment lines of the tax invoices issued in the period. */
    invoiced_stored_value: number;
    /** Every balance as it stands now, and whether the ledger's movements add up to it. */
    balances_now: number;
    ledger_now: number;
    balances_match: boolean;
  };
};
