import { lastMonth } from '@/lib/shared/schemas/admin-gst-schema';
import { b2clLimitPaise } from './gstr1';

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
