// A pending order in My Orders can be paid from there ("Pay now"), next to Cancel; other orders cannot.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { OrderListItem } from './order-list-item';

const order = {
  id: 7,
  status: 'pending',
  currency: 'INR',
  created_at: '2026-11-27T10:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
  expires_at: '2026-11-27T10:30:00.000Z',
  items_count: 1,
  subtotal: 4500,
  discount_percent: 0,
  discount_amount: 0,
  shipping_cost: 0,
  total_price: 4500,
  amount_payable: 4500,
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

const none = () => undefined;
const html = (o: ApiOrder, onPay?: (o: ApiOrder) => void) =>
  renderToStaticMarkup(<OrderListItem order={o} onDetails={none} onCancel={none} onPay={onPay} />);

it('offers Pay now on a pending order when payments can be opened', () => {
  expect(html(order, none)).toContain('aria-label="Pay for order 7"');
  expect(html(order)).not.toContain('Pay now');
  expect(html({ ...order, status: 'confirmed', paid_at: order.created_at }, none)).not.toContain('Pay now');
});
