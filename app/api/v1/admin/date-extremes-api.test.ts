// Every route that takes a date, sent the extremes: days before, at and after the range a date may name
// (2000-01-01..2100-12-31), the years 0000 and 9999 and words. None answers 500 or runs for ever (a report to
// 9999-12-31 walked days until the heap filled), a date outside the range is a 400 naming its field, the
// range's own ends are taken, and the shop answers as before afterwards.
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DATE_RANGE } from '@/lib/shared/shop-time';
import { callRoute } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { setUpAdminOrders, paidOrder } from '@/test-support/admin-orders-fixture';
import { GET as sales } from './reports/sales/route';
import { GET as gst } from './reports/gst/route';
import { GET as orderList } from './orders/route';
import { GET as readOrder } from './orders/[id]/route';
import { POST as moveOrder } from './orders/[id]/status/route';
import { GET as ordersCsv } from './exports/orders.csv/route';
import { POST as createCoupon } from './coupons/route';
import { PATCH as patchCoupon } from './coupons/[id]/route';
import { GET as readSettings, PATCH as patchSettings } from './settings/route';
import { GET as readProduct, PATCH as patchProduct } from './products/[id]/route';

setUpAdminOrders();

const BEFORE = '1999-12-31';
const AFTER = '2101-01-01';
/** Outside the range, or no date at all: each a 400. */
// Days no calendar has (month 13, day 32, month 00) among them: Date reads them as Invalid Date.
const REFUSED_DAYS = [
  '0000-01-01',
  BEFORE,
  AFTER,
  '9999-12-31',
  '+010000-01',
  '2026-02-30',
  '2026-13-01',
  '2026-01-32',
  '2026-00-10',
  'yesterday',
  '\u00a0',
];
const TAKEN_DAYS = [DATE_RANGE.firstDay, DATE_RANGE.lastDay];
const instant = (day: string) => `${day}T00:00:00+05:30`;
const REFUSED_INSTANTS = [...REFUSED_DAYS.map(instant), '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', 'now'];

let owner: StaffAccount;
let orderId: number;
beforeAll(async () => {
  owner = await createStaff('owner');
  orderId = await paidOrder();
});

type Answer = Awaited<ReturnType<typeof callRoute>>;
/** Any route's handler, whatever its path parameters: the calls below pass them. */
type Handler = Parameters<typeof callRoute>[0];
const get = (handler: unknown, path: string) => callRoute(handler as Handler, path, { headers: owner.cookieHeaders });

/** A GET for each query-taking route, with the day given as `field`. */
const QUERY_ROUTES: [string, (field: 'from' | 'to', day: string) => Promise<Answer>][] = [
  ['sales report', (field, day) => get(sales, `/api/v1/admin/reports/sales?${field}=${encodeURIComponent(day)}`)],
  [
    'GST report',
    // Both days are required there; the other end is the same day, so only the field under test can be wrong.
    (field, day) => {
      const other = day >= DATE_RANGE.firstDay && day <= DATE_RANGE.lastDay ? day : '2026-04-01';
      const query =
        field === 'from'
          ? `from=${encodeURIComponent(day)}&to=${other}`
          : `from=${other}&to=${encodeURIComponent(day)}`;
      return get(gst, `/api/v1/admin/reports/gst?${query}`);
    },
  ],
  ['orders list', (field, day) => get(orderList, `/api/v1/admin/orders?${field}=${encodeURIComponent(day)}`)],
  [
    'orders CSV',
    (field, day) => get(ordersCsv, `/api/v1/admin/exports/orders.csv?${field}=${encodeURIComponent(day)}`),
  ],
];

function expectRefusal(answer: Answer, field: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ message: expect.any(String), error_code: ERROR_CODES.validationFailed });
  expect(Object.keys(answer.body.errors)).toContain(field);
}

/** The shop still answers a plain request: nothing above left it stuck or broken. */
async function expectUsable() {
  const report = await get(sales, '/api/v1/admin/reports/sales');
  expect(report.status).toBe(200);
  expect(report.body.days).toHaveLength(30);
  expect((await get(orderList, '/api/v1/admin/orders')).status).toBe(200);
}

describe.each(QUERY_ROUTES)('the %s', (_, call) => {
  it.each(['from', 'to'] as const)(
    'refuses a day outside the range in %s with 400 and takes its ends',
    async (field) => {
      for (const day of REFUSED_DAYS) expectRefusal(await call(field, day), field);
      for (const day of TAKEN_DAYS) {
        const answer = await call(field, day);
        // A range an end makes too long or reversed is refused as such; never a 500.
        expect([200, 400]).toContain(answer.status);
      }
      await expectUsable();
    },
  );
});

describe('the reports at the ends of the range', () => {
  it('answers the last days before 2101 and the first days of 2000', async () => {
    const last = await get(sales, `/api/v1/admin/reports/sales?from=2100-12-01&to=${DATE_RANGE.lastDay}`);
    expect(last.status).toBe(200);
    expect(last.body.days).toHaveLength(31);
    expect(last.body.days.at(-1).date).toBe(DATE_RANGE.lastDay);
    const first = await get(sales, `/api/v1/admin/reports/sales?from=${DATE_RANGE.firstDay}&to=2000-01-31`);
    expect(first.status).toBe(200);
    expect(first.body.days[0].date).toBe(DATE_RANGE.firstDay);
    expect((await get(gst, `/api/v1/admin/reports/gst?from=2100-12-01&to=${DATE_RANGE.lastDay}`)).status).toBe(200);
    expect(
      (await get(orderList, `/api/v1/admin/orders?from=${DATE_RANGE.firstDay}&to=${DATE_RANGE.lastDay}`)).status,
    ).toBe(200);
    const csv = await get(ordersCsv, `/api/v1/admin/exports/orders.csv?from=2100-12-01&to=${DATE_RANGE.lastDay}`);
    expect(csv.status).toBe(200);
  });
});

describe('bodies carrying dates', () => {
  const send = (handler: unknown, path: string, method: string, body: unknown, id?: number) =>
    callRoute(handler as Handler, path, {
      method,
      body,
      params: id === undefined ? undefined : { id: String(id) },
      headers: owner.cookieHeaders,
    });

  it('coupons refuse windows outside the range and take its ends', async () => {
    let n = 0;
    for (const field of ['starts_at', 'ends_at'] as const) {
      for (const at of REFUSED_INSTANTS) {
        expectRefusal(
          await send(createCoupon, '/api/v1/admin/coupons', 'POST', { code: `EDGE${n++}`, percent: 5, [field]: at }),
          field,
        );
      }
    }
    const made = await send(createCoupon, '/api/v1/admin/coupons', 'POST', {
      code: 'EDGEWINDOW',
      percent: 5,
      starts_at: `${DATE_RANGE.firstDay}T00:00:00Z`,
      ends_at: `${DATE_RANGE.lastDay}T23:59:59+05:30`,
    });
    expect(made.status).toBe(201);
    const { id, updated_at } = made.body.coupon;
    for (const at of REFUSED_INSTANTS) {
      expectRefusal(
        await send(patchCoupon, `/api/v1/admin/coupons/${id}`, 'PATCH', { ends_at: at, updated_at }, id),
        'ends_at',
      );
      expectRefusal(
        await send(patchCoupon, `/api/v1/admin/coupons/${id}`, 'PATCH', { percent: 6, updated_at: at }, id),
        'updated_at',
      );
    }
    await expectUsable();
  });

  it('settings refuse holidays and stamps outside the range', async () => {
    const current = (await get(readSettings, '/api/v1/admin/settings')).body.settings;
    const delivery = (holidays: string[]) => ({ ...current.delivery, holidays });
    for (const day of REFUSED_DAYS) {
      const answer = await send(patchSettings, '/api/v1/admin/settings', 'PATCH', {
        delivery: delivery([day]),
        updated_at: current.updated_at,
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors).some((field) => field.startsWith('delivery.holidays'))).toBe(true);
    }
    for (const at of REFUSED_INSTANTS) {
      expectRefusal(
        await send(patchSettings, '/api/v1/admin/settings', 'PATCH', { cart_enabled: true, updated_at: at }),
        'updated_at',
      );
    }
    const saved = await send(patchSettings, '/api/v1/admin/settings', 'PATCH', {
      delivery: delivery([DATE_RANGE.lastDay, DATE_RANGE.firstDay]),
      updated_at: current.updated_at,
    });
    expect(saved.status).toBe(200);
    await expectUsable();
  });

  it('product and order writes refuse stamps outside the range', async () => {
    const product = (await callRoute(readProduct, '/x', { params: { id: '1' }, headers: owner.cookieHeaders })).body
      .product;
    const order = (await callRoute(readOrder, '/x', { params: { id: String(orderId) }, headers: owner.cookieHeaders }))
      .body.order;
    for (const at of REFUSED_INSTANTS) {
      expectRefusal(
        await send(patchProduct, '/api/v1/admin/products/1', 'PATCH', { price: product.price, updated_at: at }, 1),
        'updated_at',
      );
      const moved = await send(
        moveOrder,
        `/api/v1/admin/orders/${orderId}/status`,
        'POST',
        { status: 'processing', updated_at: at },
        orderId,
      );
      expectRefusal(moved, 'updated_at');
    }
    // Still where it was: nothing above moved the order.
    const after = await callRoute(readOrder, '/x', { params: { id: String(orderId) }, headers: owner.cookieHeaders });
    expect(after.body.order.status).toBe(order.status);
    await expectUsable();
  });
});
