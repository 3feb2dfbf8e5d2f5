// Discount codes of the demo shop: the three the storefront knows offline, one switched-off code for tests,
// and the jewellers' offers: 20 % off making charges, and ₹500 off orders from ₹10,000.
import type { tables } from '@/lib/server/db';
import { LOCAL_COUPONS } from '@/lib/shared/constants';
import { DEMO_BRAND } from './demo-brand';

export function demoCoupons(): (typeof tables.coupons.$inferInsert)[] {
  const live = Object.entries(LOCAL_COUPONS).map(([code, percent]) => ({ code, percent, active: true }));
  const offers = [
    { code: 'MAKING20', percent: 20, appliesTo: 'making_charges' as const, active: true },
    { code: 'WELCOME500', percent: null, amountOffPaise: 50_000, minOrderPaise: 1_000_000, active: true },
  ];
  return [...live, ...offers, { code: 'EXPIRED5', percent: 5, active: false }].map((coupon) => ({
    ...coupon,
    createdAt: DEMO_BRAND.baseDate,
    updatedAt: DEMO_BRAND.baseDate,
  }));
}
