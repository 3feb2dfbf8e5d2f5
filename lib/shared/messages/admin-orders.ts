// Texts of the back office's orders.
export const ADMIN_ORDER_MESSAGES = {
  title: 'Orders',
  notFound: 'Order not found',
  moveInvalid: 'Choose processing, shipped, delivered or cancelled',
  courierRequired: 'Name the courier carrying the parcel',
  trackingRequired: 'Enter the tracking number',
  trackingUrlInvalid: 'The tracking link must start with https://',
  huidInvalid: 'A HUID is 6 letters and digits, as engraved next to the hallmark',
  huidsOnlyWhenShipping: 'HUIDs are entered when the order is shipped',
  huidCount: (name: string, quantity: number) =>
    `Enter ${quantity} HUID${quantity === 1 ? '' : 's'} for ${name}, one for each piece`,
  huidNotHallmarked: (name: string) => `${name} is not hallmarked, so it has no HUID`,
  huidLineUnknown: 'That line is not part of this order',
  huidLabel: (name: string, quantity: number) =>
    `HUID${quantity === 1 ? '' : 's'} of ${name}${quantity > 1 ? ` (${quantity} pieces)` : ''}`,
  huidHelp: 'From the hallmark on the piece; printed on the tax invoice',
  hallmarked: 'BIS hallmarked',
  noteRequired: 'Write the note',
  cannotMove: (from: string, to: string, allowed: readonly string[]) =>
    `An order that is ${from.replace('_', ' ')} cannot be marked ${to}. ${allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'It cannot move any further.'}`,
  testMode: 'Test order: paid in the sandbox, no money was taken.',
  views: {
    all: 'All orders',
    to_ship: 'To ship',
    review: 'Needs review',
    returns: 'Return to decide',
    pending: 'Awaiting payment',
    confirmed: 'Confirmed',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    payment_failed: 'Payment failed',
    returned: 'Returned',
    partially_returned: 'Partly returned',
  },
} as const;
