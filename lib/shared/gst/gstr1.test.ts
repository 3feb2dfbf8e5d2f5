import { gstr1QuerySchema, lastMonth, periodDays, periodOf } from '@/lib/shared/schemas/admin-gst-schema';
import { b2clLimitPaise, gstr1Date, hsnTabOf } from './gstr1';

it('uses the B2CL limit of the invoice day: ₹2,50,000 up to 31 July 2024, ₹1,00,000 from 1 August 2024', () => {
  expect(b2clLimitPaise('2024-07-31')).toBe(25_000_000);
  expect(b2clLimitPaise('2024-08-01')).toBe(10_000_000);
  expect(b2clLimitPaise('2026-11-27')).toBe(10_000_000);
});

it('opens the GST report on last month: December before January, February to its last day', () => {
  expect(lastMonth('2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  expect(lastMonth('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  expect(lastMonth('2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
});

it('reads a GSTR-1 period (MMYYYY) as its IST days, February to its last day, and writes dates DD-MM-YYYY', () => {
  expect(periodDays('022024')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  expect(periodDays('022026')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  expect(periodDays('122026')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  expect(periodOf('2026-11-28')).toBe('112026');
  expect(gstr1Date('2026-03-02')).toBe('02-03-2026');
});

it('accepts months 01 to 12 only as a period', () => {
  const ok = (period: string) => gstr1QuerySchema.safeParse({ period }).success;
  expect([ok('012026'), ok('122026'), ok('002026'), ok('132026'), ok('12026'), ok('2026-11')]).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
});

it("puts Table 12's rows of registered buyers in its B2B tab and every sale to an unregistered buyer in its B2C tab", () => {
  expect(hsnTabOf('B2B')).toBe('hsn_b2b');
  expect(hsnTabOf('CDNR')).toBe('hsn_b2b');
  expect(hsnTabOf('B2CS')).toBe('hsn_b2c');
  expect(hsnTabOf('B2CL')).toBe('hsn_b2c');
  expect(hsnTabOf('CDNUR')).toBe('hsn_b2c');
});
