import { savingsDueOn, savingsSchedule } from './savings-schedule';

describe('savingsDueOn', () => {
  it('keeps the enrolment day, clamped to the end of shorter months, across the year end', () => {
    expect(savingsDueOn('2026-01-31', 0)).toBe('2026-01-31');
    expect(savingsDueOn('2026-01-31', 1)).toBe('2026-02-28');
    expect(savingsDueOn('2027-12-31', 2)).toBe('2028-02-29');
    expect(savingsDueOn('2026-11-15', 10)).toBe('2027-09-15');
  });
});

describe('savingsSchedule', () => {
  const terms = { enrolledOn: '2026-11-10', months: 3, graceDays: 5 };
  it('opens a month from its 1st until its due day plus the grace, then counts it missed', () => {
    expect(savingsSchedule(terms, [0], '2026-11-30')).toMatchObject({ payable: null, nextDueOn: '2026-12-10' });
    expect(savingsSchedule(terms, [0], '2026-12-01').payable).toBe(1);
    expect(savingsSchedule(terms, [0], '2026-12-15').payable).toBe(1);
    const late = savingsSchedule(terms, [0], '2026-12-16');
    expect(late).toMatchObject({ payable: null, missedMonths: 1, nextDueOn: '2027-01-10', settled: false });
  });
  it('is settled once every month is paid or missed', () => {
    expect(savingsSchedule(terms, [0, 1, 2], '2027-01-10')).toMatchObject({ settled: true, paidMonths: 3 });
    expect(savingsSchedule(terms, [0, 2], '2027-01-16')).toMatchObject({ settled: true, missedMonths: 1 });
    expect(savingsSchedule(terms, [0, 1], '2027-01-15').settled).toBe(false);
  });
});
