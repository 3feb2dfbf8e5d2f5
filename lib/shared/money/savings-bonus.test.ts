import { savingsBonusPaise } from './savings-bonus';

describe('savingsBonusPaise', () => {
  it('is bonus_percent of one instalment when every month is paid', () => {
    expect(savingsBonusPaise(5_000_00, 100, 2, 2)).toBe(5_000_00);
    expect(savingsBonusPaise(5_000_00, 50, 11, 11)).toBe(2_500_00);
  });
  it('shrinks by the share of months missed', () => {
    expect(savingsBonusPaise(5_000_00, 100, 2, 3)).toBe(3_333_33);
    expect(savingsBonusPaise(3_000_00, 100, 10, 11)).toBe(2_727_27);
    expect(savingsBonusPaise(1_00, 100, 1, 3)).toBe(33);
    expect(savingsBonusPaise(2_00, 100, 1, 3)).toBe(67); // 66.67 rounds half-up
  });
  it('is nothing at the edges: no months paid, 0 %, a bad plan', () => {
    expect(savingsBonusPaise(5_000_00, 100, 0, 2)).toBe(0);
    expect(savingsBonusPaise(5_000_00, 0, 2, 2)).toBe(0);
    expect(savingsBonusPaise(5_000_00, 100, 1, 0)).toBe(0);
  });
  it('never exceeds the full share, however many months are counted', () => {
    expect(savingsBonusPaise(5_000_00, 100, 3, 2)).toBe(5_000_00);
    expect(savingsBonusPaise(10_00_000_00, 100, 11, 11)).toBe(10_00_000_00);
  });
});
