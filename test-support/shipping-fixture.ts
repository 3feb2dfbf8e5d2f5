// The shipping tests' shared calls: book a courier for an order, make the sandbox courier report an event,
// post a webhook signed (or not) as a courier would, and read an order's stock and status. The `let`s are
// live bindings a test file imports.
import { createHmac } from 'node:crypto';
import { callRoute } from './call-route';
import { createStaff, type StaffAccount } from './create-staff';
import { POST as bookRoute } from '@/app/api/v1/admin/orders/[id]/shipment/route';
import { GET as labelRoute } from '@/app/api/v1/admin/orders/[id]/label.pdf/route';
import { GET as manifestRoute } from '@/app/api/v1/admin/shipments/manifest.pdf/route';
import { GET as dayLabelsRoute } from '@/app/api/v1/admin/shipments/labels.pdf/route';
import { POST as sandboxEventRoute } from '@/app/api/v1/shipping/sandbox/events/route';
import { POST as webhookRoute } from '@/app/api/v1/shipping/webhook/route';
import { PATCH as shippingSettingsRoute } from '@/app/api/v1/admin/shipping/settings/route';
import { GET as codReportRoute } from '@/app/api/v1/admin/reports/cod-remittance/route';
import { GET as adminOrderRoute } from '@/app/api/v1/admin/orders/[id]/route';

/** The secret the sandbox courier signs with in tests (SHIPPING_WEBHOOK_SECRET). */
export const SHIPPING_SECRET = 'test-shipping-webhook-secret';

export let owner: StaffAccount;

/** Call once at the top of a test file, after the payments set-up. */
export function setUpShipping(): void {
  process.env.SHIPPING_WEBHOOK_SECRET = SHIPPING_SECRET;
  delete process.env.SHIPPING_API_EMAIL;
  delete process.env.SHIPPING_API_PASSWORD;
  delete process.env.SHIPPING_API_TOKEN;
  delete process.env.SITE_URL;
  beforeAll(async () => {
    owner = await createStaff('owner');
  }, 180_000);
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}

export const bookCall = (staff: StaffAccount, id: number, body: unknown = {}) =>
  callRoute(bookRoute, `/api/v1/admin/orders/${id}/shipment`, {
    method: 'POST',
    params: { id: String(id) },
    body,
    headers: staff.cookieHeaders,
  });

/** A parcel's label: the order's forward parcel, or the one `path` (a label_url) names. */
export async function labelCall(staff: StaffAccount, id: number, path = `/api/v1/admin/orders/${id}/label.pdf`) {
  const response = await labelRoute(
    new (await import('next/server')).NextRequest(new URL(path, 'http://localhost:3000'), {
      headers: staff.cookieHeaders,
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  return { status: response.status, type: response.headers.get('content-type'), bytes: await response.arrayBuffer() };
}

export async function manifestCall(staff: StaffAccount, date: string) {
  const response = await manifestRoute(
    new (await import('next/server')).NextRequest(
      new URL(`/api/v1/admin/shipments/manifest.pdf?date=${date}`, 'http://localhost:3000'),
      { headers: staff.cookieHeaders },
    ),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, type: response.headers.get('content-type'), bytes: await response.arrayBuffer() };
}

export async function dayLabelsCall(staff: StaffAccount, date: string) {
  return labelsCall(staff, `date=${date}`);
}

/** GET labels.pdf with this query: a day's (`date=`) or chosen orders' (`order_ids=`) labels. */
export async function labelsCall(staff: StaffAccount, query: string) {
  const response = await dayLabelsRoute(
    new (await import('next/server')).NextRequest(
      new URL(`/api/v1/admin/shipments/labels.pdf?${query}`, 'http://localhost:3000'),
      { headers: staff.cookieHeaders },
    ),
    { params: Promise.resolve({}) },
  );
  const type = response.headers.get('content-type');
  const bytes = await response.arrayBuffer();
  const body = type?.includes('json') ? (JSON.parse(Buffer.from(bytes).toString()) as Record<string, unknown>) : {};
  return { status: response.status, type, bytes, body };
}

export const sandboxEvent = (staff: StaffAccount, body: Record<string, unknown>) =>
  callRoute(sandboxEventRoute, '/api/v1/shipping/sandbox/events', {
    method: 'POST',
    body,
    headers: staff.cookieHeaders,
  });

export const sign = (rawBody: string, secret = SHIPPING_SECRET) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** A courier webhook; signed with the shop's secret unless a signature (or none: null) is given. */
export function webhookCall(payload: unknown, signature?: string | null) {
  const rawBody = JSON.stringify(payload);
  const given = signature === undefined ? sign(rawBody) : signature;
  return callRoute(webhookRoute, '/api/v1/shipping/webhook', {
    method: 'POST',
    rawBody,
    headers: { 'content-type': 'application/json', ...(given === null ? {} : { 'x-shipping-signature': given }) },
  });
}

export const shippingSettingsCall = (body: Record<string, unknown>) =>
  callRoute(shippingSettingsRoute, '/api/v1/admin/shipping/settings', {
    method: 'PATCH',
    body,
    headers: owner.cookieHeaders,
  });

export const codReportCall = () =>
  callRoute(codReportRoute, '/api/v1/admin/reports/cod-remittance', { headers: owner.cookieHeaders });

export async function adminOrder(staff: StaffAccount, id: number) {
  const answer = await callRoute(adminOrderRoute, `/api/v1/admin/orders/${id}`, {
    params: { id: String(id) },
    headers: staff.cookieHeaders,
  });
  return answer.body.order;
}
