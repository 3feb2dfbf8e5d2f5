// The value of a buyer's old gold owed back when its pieces come back, on the back-office order page.
import { formatRupees } from '@/lib/shared/money';

export const OLD_GOLD_PAYOUT_MESSAGES = {
  title: 'Old gold owed back',
  owed: (amount: number) =>
    `${formatRupees(amount)} of the buyer's old gold is owed back: record how it went back to them.`,
  settled: (amount: number, how: string, reference: string | null, date: string) =>
    `${formatRupees(amount)} of old gold went back: ${how}${reference ? ` (${reference})` : ''}, ${date}.`,
  methodLabel: 'How it went back',
  methodInvalid: 'Choose how the old gold went back: the gold itself or a bank transfer',
  referenceLabel: 'Reference (bank transfer UTR, or a note)',
  referenceRequired: 'A bank transfer needs its reference (UTR)',
  referenceTooLong: 'Keep the reference under 200 characters',
  submit: 'Record it',
  notFound: 'Nothing of this order is owed back for old gold',
  alreadySettled: 'This has already been recorded as given back',
  owedToShopper: (amount: number) =>
    `The value of the old gold you gave us, ${formatRupees(amount)}, comes back to you too: we will be in touch to hand the gold back or transfer it to your bank.`,
} as const;
