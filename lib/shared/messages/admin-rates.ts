// The back office's rate page and the pricing fields of a product.
export const RATE_MESSAGES = {
  title: "Today's metal rates",
  intro: 'Rates are per gram, before GST. Saving a rate re-prices every piece sold by weight in that metal and purity at once.',
  rateInvalid: 'Enter a rate in rupees per gram, above ₹0 and at most ₹10,00,000',
  rateUnknown: 'There is no such metal rate',
  rateMissing: (label: string) => `Set today's rate for ${label} before pricing a piece by it`,
  saved: (count: number) => `Rate saved: ${count} ${count === 1 ? 'piece' : 'pieces'} re-priced`,
  history: 'Rate history',
  notSet: 'Not set',
  pricingKindInvalid: 'Choose a fixed price or priced by weight',
  weightPricingIncomplete: 'A piece priced by weight needs its metal rate, weight and making charges',
  makingInvalid: 'Enter making charges: a percent from 0 to 100, or rupees per gram up to ₹1,00,000',
  stoneInvalid: 'Enter stone and other charges in rupees, ₹0 or more',
  hsnInvalid: 'Choose HSN 7113 (jewellery of precious metal) or 7117 (imitation jewellery)',
  hallmarkNotPossible: 'Only gold and silver of a standard purity can be BIS hallmarked',
  weightPricedHasNoOriginal: 'A piece priced by weight has no struck-out price',
} as const;
