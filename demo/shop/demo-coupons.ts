// Discount codes of the demo shop: the three the storefront knows offline, and one switched-off code for tests.
import type { tables } from '@/lib/server/db';
import { LOCAL_COUPONS } from '@/lib/shared/constants';
import { DEMO_BRAND } from './demo-brand';

export function demoCoupons(): (typeof tables.coupons.$inferInsert)[] {
  const live = Object.entries(LOCAL_COUPONS).map(([code, percent]) => ({ code, percent, active: true }));
  return [...live, { code: 'EXPIRED5', percent: 5, active: false }].map((coupon) => ({ ...coupon, createdAt: DEMO_BRAND.baseDate, updatedAt: DEMO_BRAND.baseDate }));
}
