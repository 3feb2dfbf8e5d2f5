// Texts of the back office's orders.
import { COD_CONFIRM_MESSAGES } from './cod-confirmation';

export const ADMIN_ORDER_MESSAGES = {
  form60Pending: 'The buyer declared Form 60 (no PAN): record the signed Form 60 as received before the order ships',
  form60NotDeclared: 'This order has no Form 60 to receive: the buyer did not declare one',
  form60AlreadyReceived: 'Form 60 is already recorded as received for this order',
  form60Received: 'Form 60 received',
  form60Record: 'Record Form 60 received',
  form60Waiting: 'The order cannot ship until the form is recorded as received.',
  title: 'Orders',
  /** The labels button: a day's labels on the shipping page, or the ticked orders' labels. */
  printLabels: (chosen: number) =>
    chosen === 0 ? 'Print labels' : `Print labels for ${chosen} order${chosen === 1 ? '' : 's'}`,
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
  huidTwice: (huid: string) => `HUID ${huid} is entered for two pieces: each piece has its own HUID`,
  huidInUse: (huid: string, orderId: number) =>
    `HUID ${huid} was already shipped on a piece of order #${orderId}, which has not come back: check the hallmark`,
  huidMissing: (line: string) => `Enter the HUID of each piece of ${line}: hallmarked gold ships only with its HUIDs`,
  huidLine: (name: string, size: string | null) => (size ? `${name}, size ${size}` : name),
  huidLabel: (line: string, piece: number, pieces: number) =>
    `HUID of ${line}${pieces > 1 ? `, piece ${piece} of ${pieces}` : ''}`,
  huidNotInvoiced: 'The order has no tax invoice yet: enter the HUIDs when shipping it',
  huidCorrectionAfterRefund:
    'This invoice already has a credit note for a refund: correct its HUIDs with your accountant, not here',
  huidCorrectionReason: 'HUID corrected: invoice reissued',
  huidCorrectOpen: 'Correct a HUID',
  huidCorrectTitle: 'Correct the HUIDs on the invoice',
  huidCorrectHelp:
    'The invoice already issued cannot change: a credit note cancels it and a new invoice carries the corrected HUIDs. Both are mailed to the customer.',
  huidCorrectSubmit: 'Issue the credit note and the corrected invoice',
  refusedAtDoorReason: 'Refused at delivery: goods returned',
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
    cod_unconfirmed: COD_CONFIRM_MESSAGES.adminFilter,
    pending: 'Awaiting payment',
    confirmed: 'Confirmed',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    payment_failed: 'Payment failed',
    returned_to_origin: 'Returned to origin',
    returned: 'Returned',
    partially_returned: 'Partly returned',
  },
} as const;
