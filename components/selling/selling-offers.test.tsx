// The EMI line under a price: the lowest instalment by the reducing-balance formula, "No-cost EMI" named only
// for plans without interest, nothing under the smallest plan's minimum; and the old-gold button when on.
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_SELLING_SETTINGS, sellingOffersOf } from '@/lib/shared/selling/selling-settings';
import { EMI_MESSAGES } from '@/lib/shared/messages/emi';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import { SellingOffers } from './selling-offers';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const settings = sellingOffersOf(DEFAULT_SELLING_SETTINGS);
const shown = (price: number, s = settings) => text(renderToStaticMarkup(<SellingOffers price={price} settings={s} />));

it('a ₹50,000 piece: the headline is the no-cost 6 months (₹8,333.34/month) beside "No-cost EMI"', () => {
  const page = shown(50_000);
  expect(page).toContain('EMI from ₹8,333.34/month ');
  // The 15 % plan's lower instalment is in the table, never the headline beside the no-cost badge.
  expect(page).not.toContain('EMI from ₹4,512.92');
  expect(page).toContain(EMI_MESSAGES.noCostOn([3, 6]));
  expect(page).toContain(EXCHANGE_MESSAGES.calculatorTitle);
});

it('at ₹10,000 the no-cost plans start; a paisa below there is no EMI line', () => {
  expect(shown(10_000)).toContain('EMI from ₹1,666.67/month');
  expect(shown(9_999.99)).not.toContain('EMI from');
});

it('says no "No-cost EMI" where every plan charges interest, and nothing at all without plans or exchange', () => {
  const paid = { ...settings, emi_plans: [{ months: 12, annual_interest_percent: 15, min_order_value: 0 }] };
  expect(shown(25_000, paid)).toContain('EMI from ₹2,256.46/month at 15 % a year');
  expect(shown(25_000, paid)).not.toContain(EMI_MESSAGES.noCost);
  expect(shown(25_000, { ...paid, emi_plans: [], exchange_enabled: false })).toBe('');
});
