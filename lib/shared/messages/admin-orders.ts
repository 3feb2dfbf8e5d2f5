// Texts of the back office's orders.
export const ADMIN_ORDER_MESSAGES = {
  title: 'Orders',
  notFound: 'Order not found',
  moveInvalid: 'Choose processing, shipped, delivered or cancelled',
  courierRequired: 'Name the courier carrying the parcel',
  trackingRequired: 'Enter the tracking number',
  trackingUrlInvalid: 'The tracking link must start with https://',
  noteRequired: 'Write the note',
  cannotMove: (from: string, to: string, allowed: readonly string[]) =>
    `An order that is ${from.replace('_', ' ')} cannot be marked ${to}. ${allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'It cannot move any further.'}`,
  testMode: 'Test order: paid in the sandbox, no money was taken.',
  views: {
    all: 'All orders',
    to_ship: 'To ship',
    review: 'Needs review',
    pending: 'Awaiting payment',
    confirmed: 'Confirmed',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    payment_failed: 'Payment failed',
  },
} as const;
