// What the old-gold exchange says: refusals of a quote or of its use at checkout, the back office's test, mails
// and the calculator on the product page and cart.
import { formatRupees } from '@/lib/shared/money';

export const EXCHANGE_MESSAGES = {
  disabled: 'The shop is not taking old gold in exchange just now.',
  purityNotAccepted: (purity: string) => `The shop does not take ${purity} in exchange.`,
  tooHeavy: (maxGrams: number) => `must be at most ${maxGrams} g per order`,
  rateMissing: (label: string) => `Today's rate for ${label} has not been set yet; please try again later.`,
  rateLimited: 'Too many quotes asked from this device. Please try again in a while.',
  quoteNotFound: 'That old-gold quote was not found. Please get a new quote.',
  quoteExpired: "That old-gold quote was for an earlier day's rate. Please get a new quote.",
  quoteUsed: 'That old-gold quote is already used by another order. Please get a new quote.',
  quoteTooLarge: (value: number, total: number) =>
    `Your old gold (${formatRupees(value)}) is worth as much as or more than this order (${formatRupees(total)}). ` +
    'Please add pieces or bring less old gold.',
  noExchange: 'This order brings no old gold.',
  alreadyTested: 'The old gold of this order has been tested and recorded already.',
  shortfallSubject: (orderId: number) => `Order #${orderId}: your old gold, as tested`,
  shortfallLine: (declared: string, tested: string, owed: number) =>
    `You declared ${declared}; our test found ${tested}. The difference of ${formatRupees(owed)} is due before we ` +
    'dispatch your order: please pay it through the link below or reply to this mail.',
  excessLine: (declared: string, tested: string, refund: number) =>
    `You declared ${declared}; our test found ${tested}. We will refund the difference of ${formatRupees(refund)}.`,
  matchLine: (tested: string) => `Our test confirmed your old gold: ${tested}. Thank you.`,
  payLinkLabel: 'Pay the difference',
  shortfallDue: (owed: number) =>
    `The old gold of this order was tested at less than its quote: the shopper owes ${formatRupees(owed)}, ` +
    'which must be paid before the order is dispatched.',
  nothingOwed: 'Nothing is owed for the old gold of this order.',
  shortfallPaidNote: (amount: number) => `Old-gold shortfall of ${formatRupees(amount)} paid.`,
  shortfallMismatch: (paid: number, owed: number) =>
    `A payment of ${formatRupees(paid)} against the old-gold shortfall does not match the ${formatRupees(owed)} owed; it settled nothing.`,
  shortfallPaidTwice: (paymentId: string) =>
    `Payment ${paymentId} arrived for an old-gold shortfall that was already paid; refund it to the shopper.`,
  excessRefundReason: 'Old gold tested at more than its quote: the difference refunded',
  excessNotRefunded: (excess: number) =>
    `Old gold tested at ${formatRupees(excess)} more than its quote, but no card payment on this order can take ` +
    'that refund: pay it back to the shopper directly.',
  owedNotice: (owed: number) =>
    `Your old gold was tested at less than its quote: ${formatRupees(owed)} is due before we dispatch your order.`,
  payOwed: (owed: number) => `Pay ${formatRupees(owed)}`,
  owedPaid: 'Thank you: the difference for your old gold is paid.',
  owedPayFailed: 'The payment did not go through; nothing was charged. Please try again.',
  // The calculator.
  calculatorTitle: 'Exchange your old gold',
  calculatorIntro: (deduction: number) =>
    `Bring old gold to pay part of this. Its value is today's rate of its purity less ${deduction} % for melting and testing.`,
  purityLabel: 'Purity',
  weightLabel: 'Weight (grams)',
  quoteButton: 'Get a quote',
  quoteResult: (value: number, until: string) =>
    `Your old gold is worth ${formatRupees(value)} today (until ${until}).`,
  quoteUseHint: 'Use it at checkout: the quote is taken off what you pay now. We test the gold when we collect it.',
  toCollect: (weight: string, purity: string, value: number) =>
    `Old gold to collect: ${weight} g of ${purity}, valued ${formatRupees(value)}`,
  tested: (weight: string, purity: string, value: number) =>
    `Old gold tested: ${weight} g of ${purity}, valued ${formatRupees(value)}`,
  checkoutOffer: (grams: number, purity: string, value: number) =>
    `Pay part with my old gold: ${grams} g of ${purity}, quoted ${formatRupees(value)} (tested when collected)`,
  payNow: (rupees: number) => `To pay now: ${formatRupees(rupees)}`,
  amountPayable: 'Amount payable',
  invoiceLine: (weight: string, purity: string) => `Less: old gold received (${weight} g, ${purity})`,
  // The back office's order page.
  adminTitle: 'Old gold',
  testTitle: 'Record the tested gold',
  testHelp:
    'Weigh and test the old gold when it arrives. A shortfall is asked of the shopper by mail and holds the ' +
    'dispatch until paid; an excess is refunded to the card.',
  testedWeightLabel: 'Tested weight (grams)',
  testedPurityLabel: 'Tested purity',
  testSubmit: 'Record tested gold',
  adminShortfallPaid: (when: string) => `The shortfall was paid ${when}.`,
} as const;
