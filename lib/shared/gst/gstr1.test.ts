import { b2clLimitPaise } from './gstr1';

it('uses the B2CL limit of the invoice day: ₹2,50,000 up to 31 July 2024, ₹1,00,000 from 1 August 2024', () => {
  expect(b2clLimitPaise('2024-07-31')).toBe(25_000_000);
  expect(b2clLimitPaise('2024-08-01')).toBe(10_000_000);
  expect(b2clLimitPaise('2026-11-27')).toBe(10_000_000);
});
