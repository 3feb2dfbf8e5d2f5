// Texts of store credit: the buyer's account page, the owner's grant, the refund and return choices.
import { formatRupees } from '@/lib/shared/money';

export const STORE_CREDIT_MESSAGES = {
  heading: 'Store credit',
  balance: (rupees: number) => `Balance ${formatRupees(rupees)}`,
  intro: 'Spend it on any order at checkout. It does not expire.',
  empty: 'No store credit yet.',
  reasons: {
    issued: 'Issued',
    refund: 'Refund',
    grant: 'From the shop',
    spent: 'Spent',
    returned: 'Given back',
    matured: 'Savings plan',
    expired: 'Expired',
    paid_out: 'Paid out',
  } as Record<string, string>,
  orderRef: (id: number) => `Order #${id}`,
  customerNotFound: 'No such customer.',
  // Back office
  grantHeading: 'Give store credit',
  grantIntro: 'Credit the customer can spend at checkout at once. Needs the refunds permission and your password.',
  amountLabel: 'Amount (₹)',
  reasonLabel: 'Reason',
  grantButton: 'Give credit',
  granted: (rupees: number) => `Store credit is now ${formatRupees(rupees)}`,
  refundTo: 'Refund to',
  refundToOriginal: 'The way it was paid',
  refundToCredit: 'Store credit (at once)',
  returnRefundTo: 'Refund me',
  returnToOriginal: 'To my original payment method',
  returnToCredit: 'As store credit, at once',
} as const;
