// Texts of the back office's orders.
export const ADMIN_ORDER_MESSAGES = {
  title: 'Orders',
  notFound: 'Order not found',
  moveInvalid: 'Choose processing, shipped or delivered',
  courierRequired: 'Name the courier carrying the parcel',
  trackingRequired: 'Enter the tracking number',
  trackingUrlInvalid: 'The tracking link must start with https://',
  noteRequired: 'Write the note',
  cannotMove: (from: string, to: string) => `An order that is ${from.replace('_', ' ')} cannot be marked ${to}`,
  testModeShip: 'This order was paid in the sandbox, so no money was taken: it must not be shipped. Cancel it instead.',
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
