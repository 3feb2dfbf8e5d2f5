// Returns: the shopper's request from My Orders and the back office's decisions.
import { formatRupees } from '@/lib/shared/money';

export const RETURN_MESSAGES = {
  request: 'Request a return',
  requestTitle: (orderId: number) => `Return items from order #${orderId}`,
  reasonLabel: 'Why are you returning it?',
  reasonRequired: 'Please tell us why you are returning it',
  reasonTooLong: 'Please keep the reason under 1,000 characters',
  itemsLabel: 'Items to return',
  itemsRequired: 'Choose at least one item to return',
  quantityInvalid: 'Choose how many of this item to return, up to the number not yet returned',
  itemUnknown: 'That item is not part of this order',
  damagedInvalid: 'Mark as damaged only pieces of this return, at most as many as came back',
  damagedLabel: (name: string) => `Damaged: ${name} (not put back in stock)`,
  send: 'Send request',
  sent: 'Return requested. We will email you when it is decided.',
  windowNote: (date: string) => `You can ask for a return until ${date}.`,
  notDelivered: 'A return can be asked for once the order is delivered',
  windowClosed: (days: number) =>
    days > 0 ? `The ${days}-day return window for this order has closed` : 'This shop does not take returns',
  alreadyOpen: 'This order already has a return in progress',
  nothingLeft: 'Every item of this order has already been returned',
  notFound: 'Return not found',
  status: {
    requested: 'Requested',
    approved: 'Approved: awaiting pickup',
    refused: 'Declined',
    received: 'Received',
    refunded: 'Refunded',
  },
  pickupNotDelivered: (awb: string, status: string) =>
    `The courier has not delivered pickup ${awb} to the shop (its status: ${status.replaceAll('_', ' ')}). Receive the pieces only if they were handed over at the shop.`,
  cannotMove: (from: string) => `This return is ${from} and cannot be changed that way`,
  approve: 'Approve',
  refuse: 'Decline',
  receive: 'Received: refund it',
  decisionNote: 'Note to the customer (optional)',
  title: 'Returns',
  /**
   * A return's amount: what its pieces were worth, and what was refunded when earlier refunds left less; before
   * its refund, what is still left to refund when that is less than the pieces' worth (leftToRefund, rupees).
   */
  amount: (r: { amount: number; refunded_amount: number | null; status?: string }, leftToRefund?: number) => {
    if (r.refunded_amount !== null && r.refunded_amount !== r.amount)
      return `${formatRupees(r.refunded_amount)} refunded (pieces worth ${formatRupees(r.amount)})`;
    if (r.refunded_amount === null && r.status !== 'refused' && leftToRefund !== undefined && leftToRefund < r.amount)
      return `pieces worth ${formatRupees(r.amount)}; at most ${formatRupees(Math.max(0, leftToRefund))} left to refund after earlier refunds`;
    return formatRupees(r.amount);
  },
} as const;
