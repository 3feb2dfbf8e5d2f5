// A pending order in My Orders can be paid from there ("Pay now"), next to Cancel; other orders cannot.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { apiOrder } from '@/test-support/api-order';
import { OrderListItem } from './order-list-item';

const order = apiOrder({
  status: 'pending',
  paid_at: null,
  expires_at: '2026-11-27T10:30:00.000Z',
});

const none = () => undefined;
const html = (o: ApiOrder, onPay?: (o: ApiOrder) => void) =>
  renderToStaticMarkup(<OrderListItem order={o} onDetails={none} onCancel={none} onPay={onPay} />);

it('offers Pay now on a pending order when payments can be opened', () => {
  expect(html(order, none)).toContain('aria-label="Pay for order 7"');
  expect(html(order)).not.toContain('Pay now');
  expect(html({ ...order, status: 'confirmed', paid_at: order.created_at }, none)).not.toContain('Pay now');
});
