// An amount in words with Indian numbering (thousand, lakh, crore), as a tax invoice prints its total:
// 'Rupees One Lakh Twenty-Three Thousand Four Hundred and Fifty-Six only'.
import { paiseToRupees } from '@/lib/shared/money';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** Words of a whole number, 'and' before the last two digits when anything larger precedes them. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number of zero or more');
  if (n === 0) return 'Zero';
  const groups: [number, string][] = [
    [Math.floor(n / 10_000_000), 'Crore'],
    [Math.floor(n / 100_000) % 100, 'Lakh'],
    [Math.floor(n / 1000) % 100, 'Thousand'],
    [Math.floor(n / 100) % 10, 'Hundred'],
  ];
  const words: string[] = [];
  for (const [count, name] of groups) {
    if (count === 0) continue;
    // Above 99 crore the crores are themselves written in Indian words (One Hundred Crore).
    words.push(`${name === 'Crore' ? numberInWords(count) : belowHundred(count)} ${name}`);
  }
  const rest = n % 100;
  if (rest > 0) words.push(words.length > 0 ? `and ${belowHundred(rest)}` : belowHundred(rest));
  return words.join(' ');
}

/** 'Rupees Four Hundred and Fifty-Six and Fifty Paise only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paiseToRupees(paise));
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} only`;
}
