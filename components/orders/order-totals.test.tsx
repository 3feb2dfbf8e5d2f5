// The order dialog's totals show the amount payable the API answers, never one worked out again in the browser: after
// the old gold is tested at a different value, the shopper still sees what was charged.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import { OrderTotals } from './order-totals';

const order = {
  id: 9,
  status: 'confirmed',
  currency: 'INR',
  created_at: '2026-11-27T10:00:00.000Z',
  paid_at: '2026-11-27T10:05:00.000Z',
  cancelled_at: null,
  expires_at: null,
  items_count: 1,
  subtotal: 51_747,
  discount_percent: 0,
  discount_amount: 0,
  shipping_cost: 0,
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
  coupon_code: null,
  shipping_address: {
    full_name: 'Asha Verma',
    email: '',
    phone: '9876543210',
    address_line_1: '12 MG Road',
    address_line_2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560001',
    country: 'India',
  },
  notes: null,
  payment_provider: 'sandbox',
  payment_method: 'card',
  test_mode: false,
  shipment: null,
  refunds: [],
  timeline: [],
  tax_documents: [],
  returns: [],
  return_window_ends_at: null,
  order_items: [],
} satisfies ApiOrder;

it("shows the API's amount_payable, not the total less the tested value", () => {
  const html = renderToStaticMarkup(<OrderTotals order={order} />);
  expect(html).toContain(EXCHANGE_MESSAGES.amountPayable);
  expect(html).toContain('₹37,046.50');
  expect(html).not.toContain('₹37,746.90');
});
