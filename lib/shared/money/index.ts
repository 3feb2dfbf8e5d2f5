// The shop's money, one module and one vocabulary: units and rounding (units.ts), GST (gst.ts), a piece's price
// breakup (breakup.ts), coupons (coupons.ts), cart and order totals (totals.ts), the amount payable
// (payable.ts) and the formats on screen (format.ts). Paise are divided or multiplied by 100 nowhere else (the
// lint rule money-in-one-module refuses it).
export * from './units';
export * from './format';
export * from './payable';
export * from './savings-bonus';
