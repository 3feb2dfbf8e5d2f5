// Texts of refunds.
import { formatRupees } from '@/lib/shared/money';

export const ADMIN_REFUND_MESSAGES = {
  amountInvalid: 'Enter the amount to refund in rupees',
  amountPaise: 'The amount can have at most two decimals (paise)',
  reasonTooLong: 'The reason is too long',
  keyInvalid: 'Idempotency-Key must be 8 to 200 characters',
  nothingCaptured: 'Nothing was paid on this order, so there is nothing to refund',
  cancelRefundFailed: (id: number) =>
    `Refund #${id} of the cancelled order failed at the payment provider; nothing more was tried. ` +
    'Refund what is left from the refund form.',
  cancelRefundUnreconciled: (id: number, left: string) =>
    `After refund #${id} the payment still shows ${left} refundable, which does not add up; refunds stopped ` +
    'so nothing is refunded twice. Check the payment at the provider before refunding more.',
  nothingInRupees: 'Nothing was paid in rupees on this order, so nothing can be refunded in rupees',
  tooMuch: (left: number) =>
    left > 0
      ? `At most ${formatRupees(left)} can still be refunded on this order`
      : 'This order has been refunded in full',
  keyReused: 'This Idempotency-Key was used for another refund',
  rtoInspect: 'Inspected: refund the parcel',
  rtoInspectHelp:
    'The courier brought this paid parcel back. Open it and check every piece; its refund (and any old gold owed back) is made when you confirm.',
  rtoInspected: 'Parcel returned by the courier inspected by the shop',
  rtoRefundReason: 'Parcel returned to the shop by the courier',
  rtoNotReturned: 'Only a parcel the courier brought back (returned to origin) is inspected here',
  rtoAlreadyInspected: 'This parcel has already been inspected and refunded',
  rtoUnpaid: 'Nothing was paid on this order, so its returned parcel has nothing to refund',
  providerFailed: (detail: string) =>
    `The payment provider did not refund: ${detail}. Nothing was refunded; try again later.`,
} as const;
