// A new account's first cash-on-delivery order waits for a confirmation (the shopper's mailed link, or the
// shop moving it to processing after a phone call) before it is sent; unconfirmed in time, it is released.
export const COD_CONFIRM_MESSAGES = {
  /** The heading the shopper's order shows while it waits. */
  heading: 'Confirm your cash-on-delivery order',
  waiting: (deadline: string) =>
    `We have mailed you a link to confirm this order. Open it before ${deadline}, or the order is cancelled and its pieces go back on sale. We may also call you to confirm.`,
  arrived: (orderId: number) => `Confirm order #${orderId}: we send it once you do.`,
  confirmButton: 'Confirm order',
  confirmed: 'Thank you: your cash-on-delivery order is confirmed.',
  /** The note on an order the sweep cancelled. */
  releasedNote: 'Cancelled: the cash-on-delivery order was not confirmed in time.',
  invalidLink: 'This confirmation link is not valid. Please use the link in your latest order mail.',
  closed: 'This order can no longer be confirmed: it was already confirmed, or cancelled.',
  /** The mail's subject and lines. */
  mailSubject: (shop: string, orderId: number) => `${shop}: confirm your cash-on-delivery order #${orderId}`,
  mailLine: (hours: number) =>
    `Please confirm your cash-on-delivery order within ${hours} hours with the link below. Until then we hold its pieces for you; unconfirmed, the order is cancelled.`,
  /** Where the shop sees it: the orders list's badge and filter, and the order page. */
  adminBadge: 'COD to confirm',
  adminFilter: 'COD awaiting confirmation',
  adminWaiting: (deadline: string) =>
    `New customer's first cash-on-delivery order: not confirmed yet. Call the customer, then move it to processing to confirm it; unconfirmed by ${deadline}, it is cancelled and its stock released.`,
  adminConfirmed: (at: string) => `Cash-on-delivery order confirmed ${at}.`,
  settingLabel: 'Hours to confirm a first COD order',
  settingInvalid: 'Enter whole hours from 1 to 168.',
  settingHelp: "A new customer's first cash-on-delivery order is cancelled if nobody confirms it within this time.",
} as const;

/** The order's timeline when the buyer answered the COD request on WhatsApp (lib/server/orders/whatsapp-cod.ts). */
export const COD_WHATSAPP_MESSAGES = {
  confirmedNote: 'Cash on delivery confirmed by the buyer on WhatsApp',
  cancelledNote: 'Cancelled by the buyer on WhatsApp (cash-on-delivery request)',
};
