// What each stored value (a gift card, the buyer's store credit, a matured savings plan) paid towards an order
// at checkout, in the order it was applied: gift cards as listed, then store credit, then the savings plan.
// Kept on the order (orders.stored_value_uses) so its view, its mails and its tax invoice name each payment
// as it was made, whatever happens to the balances later.

export type StoredValueKind = 'gift_card' | 'store_credit' | 'savings';

export type StoredValueUse = {
  kind: StoredValueKind;
  storedValueId: number;
  /** What the buyer and the invoice read: "Gift card ••••7KQ2", "Store credit", "Savings plan #12". */
  label: string;
  amountPaise: number;
};
