// How a return's amount reads beside earlier refunds: the pieces' worth alone while the money left to refund
// covers it, and the smaller sum said plainly from one paisa less.
import { formatRupees } from '@/lib/shared/money';
import { RETURN_MESSAGES } from './returns';

const open = { amount: 5000, refunded_amount: null, status: 'requested' };

describe('a return amount beside earlier refunds', () => {
  it('is the pieces’ worth when what is left to refund equals it or is more', () => {
    expect(RETURN_MESSAGES.amount(open, 5000)).toBe(formatRupees(5000));
    expect(RETURN_MESSAGES.amount(open, 5000.01)).toBe(formatRupees(5000));
    expect(RETURN_MESSAGES.amount(open)).toBe(formatRupees(5000));
  });

  it('says what is left to refund from one paisa less, and never a negative sum', () => {
    expect(RETURN_MESSAGES.amount(open, 4999.99)).toBe(
      `pieces worth ${formatRupees(5000)}; at most ${formatRupees(4999.99)} left to refund after earlier refunds`,
    );
    expect(RETURN_MESSAGES.amount(open, -10)).toContain(`at most ${formatRupees(0)} left`);
  });

  it('keeps to the pieces’ worth for a declined return, and to the refund once refunded', () => {
    expect(RETURN_MESSAGES.amount({ ...open, status: 'refused' }, 100)).toBe(formatRupees(5000));
    expect(RETURN_MESSAGES.amount({ ...open, status: 'refunded', refunded_amount: 3000 }, 0)).toBe(
      `${formatRupees(3000)} refunded (pieces worth ${formatRupees(5000)})`,
    );
    expect(RETURN_MESSAGES.amount({ ...open, status: 'refunded', refunded_amount: 5000 }, 0)).toBe(formatRupees(5000));
  });
});
