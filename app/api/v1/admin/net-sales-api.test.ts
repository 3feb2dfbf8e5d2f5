// Sales figures net of refunds: an order refunded in full leaves the day's sales, its count and the customer's
// spend; a partial refund takes off what went back. The dashboard, the sales report, the customer and the
// orders CSV agree, with the gross and the refunded beside.
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { installSandboxProvider, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderOf, orderableProduct } from '@/test-support/delivered-order';
import { shopToday } from '@/lib/shared/shop-time';
import { GET as readDashboard } from './dashboard/route';
import { GET as salesReport } from './reports/sales/route';
import { GET as readCustomer } from './customers/[id]/route';
import { GET as exportCsv } from './exports/orders.csv/route';
import { POST as refundRoute } from './orders/[id]/refunds/route';

installSandboxProvider();
silenceMailLog();

let owner: StaffAccount;
let piece: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  piece = await orderableProduct();
}, 120_000);

const refund = (id: number, amount: number) =>
  callRoute(refundRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { amount, reason: 'Goodwill' },
    headers: owner.cookieHeaders,
  });
const today = async () =>
  (await callRoute(readDashboard, '/api/v1/admin/dashboard', { headers: owner.cookieHeaders })).body.today as {
    orders: number;
    revenue: number;
    gross: number;
    refunded: number;
  };

it('takes a full refund out of the day, the count and the spend, and a partial one out of the sums', async () => {
  const price = piece.pricePaise / 100;
  const before = await today();
  const shopper = await createShopper();
  const full = await orderOf(shopper, piece, owner, false);
  const part = await orderOf(shopper, piece, owner, false);
  expect(await today()).toMatchObject({
    orders: before.orders + 2,
    revenue: before.revenue + 2 * price,
    gross: before.gross + 2 * price,
    refunded: before.refunded,
  });

  expect((await refund(full, price)).status).toBe(201);
  expect((await refund(part, 100)).status).toBe(201);
  const after = await today();
  expect(after).toMatchObject({
    orders: before.orders + 1,
    revenue: before.revenue + price - 100,
    gross: before.gross + 2 * price,
    refunded: before.refunded + price + 100,
  });

  const day = shopToday();
  const report = await callRoute(salesReport, `/x?from=${day}&to=${day}`, { headers: owner.cookieHeaders });
  expect(report.body.days[0]).toEqual({ ...after, date: day });
  const { orders, revenue, gross, refunded } = after;
  expect(report.body.totals).toEqual({ orders, revenue, gross, refunded });

  const customer = await callRoute(readCustomer, '/x', {
    params: { id: String(shopper.user.id) },
    headers: owner.cookieHeaders,
  });
  expect(customer.body.customer.total_spent).toBe(price - 100);

  const csv = await callRoute(exportCsv, `/x?from=${day}&to=${day}`, { headers: owner.cookieHeaders });
  const lines = (csv.body as string).trim().split('\r\n');
  const header = lines[0]!.split(',');
  const cells = (id: number) => {
    const row = lines.find((l) => l.startsWith(`${id},`))!.split(',');
    return { refunded: row[header.indexOf('refunded')], net: row[header.indexOf('net')] };
  };
  expect(cells(full)).toEqual({ refunded: price.toFixed(2), net: '0.00' });
  expect(cells(part)).toEqual({ refunded: '100.00', net: (price - 100).toFixed(2) });
});
