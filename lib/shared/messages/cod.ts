// Cash on delivery: what the shopper reads when cash is not possible, and what the order pages say.
export const COD_MESSAGES = {
  disabled: 'Cash on delivery is not available at the moment. Please pay online.',
  aboveLimit: (limit: string) =>
    `Cash on delivery is available for orders up to ${limit}. Please pay online for this order.`,
  /** Section 269ST counts a person's cash for the whole day, not one order at a time. */
  dayCashLimit: (already: string, limit: string) =>
    `Cash on delivery can take less than ${limit} from one buyer in a day, and your cash orders today already come to ${already}. Please pay online for this order.`,
  pincodeNotServed: (pincode: string) => `Our courier does not collect cash at pincode ${pincode}. Please pay online.`,
  customerBlocked: 'Cash on delivery is not available for your account. Please pay online.',
  openOrder: (orderId: number) =>
    `You already have a cash-on-delivery order (#${orderId}) on its way. Please pay online, or wait until it is delivered.`,
  /** The radio's line under "Cash on delivery" while it can be chosen. */
  hint: (limit: string) => `Pay in cash when your order arrives (orders up to ${limit}).`,
  enterPincode: 'Enter your pincode to see whether cash on delivery is available.',
  placeOrder: (total: string) => `Place order (${total}, pay on delivery)`,
  placed: 'Order placed! Please keep the cash ready when it arrives.',
  /** The confirmation mail's payment line. */
  mailPayOnDelivery: (total: string) => `You chose cash on delivery: please keep ${total} ready for the courier.`,
  /** Where the shopper's order pages and the back office name the payment. */
  paymentLabel: 'Cash on delivery',
  awaitingCash: 'Cash on delivery, to be collected',
  cashCollected: 'Cash on delivery, collected',
  /** The back office's payments section of an unpaid COD order. */
  adminAwaitingCash: (total: string) =>
    `Cash on delivery: ${total} to be collected by the courier. Marking the order delivered records it as paid and issues the invoice.`,
  customerSwitch: 'Allow cash on delivery',
  customerSwitchHelp: 'Off: this customer must pay online.',
} as const;
