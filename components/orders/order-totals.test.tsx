// The order dialog's totals show the amount payable the API answers, never one worked out again in the
// browser: after the old gold is tested at a different value, the shopper still sees what was charged.
import { renderToStaticMarkup } from 'react-dom/server';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import { apiOrder } from '@/test-support/api-order';
import { OrderTotals } from './order-totals';

const order = apiOrder({
  subtotal: 51_747,
  total_price: 51_747,
  // Quoted ₹14,700.50 at checkout; tested at ₹14,000.10 later.
  amount_payable: 37_046.5,
  exchange: {
    status: 'tested',
    metal: 'gold',
    purity: '22K',
    declared_weight_grams: 3,
    value: 14_700.5,
    tested_weight_grams: 2.9,
    tested_purity: '22K',
    tested_value: 14_000.1,
    difference: -700.4,
    owed: 700.4,
    shortfall_paid_at: null,
  },
});

it("shows the API's amount_payable, not the total less the tested value", () => {
  const html = renderToStaticMarkup(<OrderTotals order={order} />);
  expect(html).toContain(EXCHANGE_MESSAGES.amountPayable);
  expect(html).toContain('₹37,046.50');
  expect(html).not.toContain('₹37,746.90');
});
