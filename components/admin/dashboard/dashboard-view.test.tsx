// The dashboard links only where the account may go. A helper with the reports but not the orders
// (nor the catalogue) sees the figures, the recent orders and the pieces running low as text, with no link
// to a page that would refuse them and no button to resend mail; the owner gets the links.
import { renderToStaticMarkup } from 'react-dom/server';
import type { AdminDashboard } from '@/lib/shared/back-office/admin-types';
import { effectivePermissions } from '@/lib/shared/back-office/permissions';
import { DashboardView } from './dashboard-view';

const AT = '2026-11-27T05:00:00Z';
const day = { date: '2026-11-27', orders: 1, revenue: 2500, gross: 3000, refunded: 500 };
const dashboard: AdminDashboard = {
  to_confirm: 2,
  to_ship: 3,
  cash_with_couriers: 0,
  needs_review: 1,
  today: day,
  last_30_days: { orders: 1, revenue: 2500, gross: 3000, refunded: 500, days: [day] },
  includes_test_orders: false,
  low_stock_threshold: 3,
  low_stock: [
    { id: 41, name: 'Jhumka pair', size: null, stock_quantity: 1 },
    { id: 42, name: 'Stacking ring', size: '10', stock_quantity: 1 },
  ],
  recent_orders: [
    { id: 77, status: 'confirmed', total_price: 2500, created_at: AT, email: 'a@example.com', test_mode: false },
  ],
  undelivered_mail_count: 1,
  undelivered_mail: [
    { id: 5, to: 'a@example.com', subject: 'Your order', attempts: 4, last_error: 'refused', created_at: AT },
  ],
  last_backup_at: null,
  last_backup_location: null,
  backup_overdue: false,
  returns_waiting: 1,
  rates_count: 4,
  rates_updated_at: AT,
  rates_set_today: true,
  cart_reminders: { reminders_sent: 12, carts_recovered: 5 },
};

const render = (permissions: ReturnType<typeof effectivePermissions>) =>
  renderToStaticMarkup(<DashboardView initial={dashboard} permissions={permissions} />);

it('shows a helper with reports only no link to the orders or products, and no resend button', () => {
  const html = render(effectivePermissions('staff', ['reports']));
  expect(html).toContain('#77');
  expect(html).toContain('Jhumka pair');
  expect(html).not.toContain('href="/admin/orders');
  expect(html).not.toContain('href="/admin/products');
  expect(html).not.toMatch(/<button[^>]*aria-label="[^"]*Your order/);
});

it('links the owner to the orders and products, with the resend button', () => {
  const html = render(effectivePermissions('owner', []));
  expect(html).toContain('href="/admin/orders?view=confirmed"');
  expect(html).toContain('href="/admin/orders/77"');
  expect(html).toContain('href="/admin/products/41"');
  // A piece with sizes is listed by the size that runs low.
  expect(html).toContain('Stacking ring (size 10)');
  expect(html).toMatch(/<button[^>]*aria-label="[^"]*Your order/);
});

it('links a helper with reports and orders to the orders, not to the products', () => {
  const html = render(effectivePermissions('staff', ['reports', 'orders']));
  expect(html).toContain('href="/admin/orders/77"');
  expect(html).not.toContain('href="/admin/products');
});

it('shows the sales net of refunds, with what was sold and refunded beside', () => {
  const html = renderToStaticMarkup(
    <DashboardView initial={dashboard} permissions={effectivePermissions('owner', [])} />,
  );
  expect(html).toContain('₹2,500');
  expect(html).toContain('Net of refunds: ₹3,000 sold, ₹500 refunded');
});

it('shows the cart reminders sent and the carts they brought back', () => {
  const html = render(effectivePermissions('staff', ['reports']));
  expect(html).toMatch(/Cart reminders sent \(30 days\)[\s\S]*?>12</);
  expect(html).toMatch(/Carts recovered \(30 days\)[\s\S]*?>5</);
});
