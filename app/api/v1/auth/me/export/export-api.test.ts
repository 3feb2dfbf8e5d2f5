// See and take (DPDP Act s.11): a stale session confirms a fresh code first; the export then holds the
// buyer's orders with their documents, the address, the consents with times, sign-ins, mail and processors.
import { GET as exportData } from '@/app/api/v1/auth/me/export/route';
import { POST as confirm } from '@/app/api/v1/auth/me/confirm/route';
import { PATCH as patchMe } from '@/app/api/v1/auth/me/route';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog, wrongCode, latestCode } from '@/test-support/accounts-api';
import { installSandboxProvider, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderOf, orderableProduct } from '@/test-support/delivered-order';
import { ageSessions, confirmFresh } from '@/test-support/data-rights-fixture';
import { POST as confirmCode } from '@/app/api/v1/auth/me/confirm/code/route';

installSandboxProvider();
silenceMailLog();

let owner: StaffAccount;
let piece: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  piece = await orderableProduct();
}, 120_000);

const download = (headers: Record<string, string>) => callRoute(exportData, '/api/v1/auth/me/export', { headers });

describe('GET /api/v1/auth/me/export', () => {
  it('asks a session older than 10 minutes to confirm a fresh code, and not one just signed in', async () => {
    const s = await createShopper();
    expect((await download(s.cookieHeaders)).status).toBe(200);
    await ageSessions(s.user.id, 11);
    const stale = await download(s.cookieHeaders);
    expect(stale.status).toBe(401);
    expect(stale.body.error_code).toBe('FRESH_CODE_REQUIRED');
    // A wrong code confirms nothing.
    const sent = await callRoute(confirmCode, '/x', {
      method: 'POST',
      body: { for: 'export' },
      headers: s.cookieHeaders,
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(s.user.email);
    const wrong = await callRoute(confirm, '/x', {
      method: 'POST',
      body: { session_token: sent.body.session_token, otp_code: wrongCode(code) },
      headers: s.cookieHeaders,
    });
    expect(wrong.status).toBe(400);
    expect((await download(s.cookieHeaders)).status).toBe(401);
    await confirmFresh(s);
    expect((await download(s.cookieHeaders)).status).toBe(200);
  });

  it('holds the order with its lines and invoice number, the address, and the consents with their times', async () => {
    const s = await createShopper();
    await callRoute(patchMe, '/x', { method: 'PATCH', body: { marketing_mail: true }, headers: s.cookieHeaders });
    const orderId = await orderOf(s, piece, owner);
    const res = await download(s.cookieHeaders);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    const data = res.body;
    expect(data.profile).toMatchObject({ id: s.user.id, email: s.user.email });
    const order = data.orders.find((o: { id: number }) => o.id === orderId);
    expect(order.status).toBe('delivered');
    expect(order.lines[0]).toMatchObject({ product_name: piece.name, quantity: 1 });
    expect(order.documents).toEqual([expect.objectContaining({ kind: 'invoice', number: expect.any(String) })]);
    // Payments are masked: the provider's id shows its last four characters only.
    expect(order.payments[0].payment_id).toMatch(/^\u2026.{4}$/);
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0].address).toMatchObject({ full_name: expect.any(String), postal_code: expect.any(String) });
    expect(data.consents.current.marketing_mail).toEqual({ given: true, at: expect.any(String) });
    expect(data.consents.history).toEqual([
      expect.objectContaining({ purpose: 'marketing_mail', given: true, source: 'profile', at: expect.any(String) }),
    ]);
    expect(Number.isFinite(Date.parse(data.consents.history[0].at))).toBe(true);
    expect(data.sign_ins.length).toBeGreaterThanOrEqual(1);
    expect(data.messages.length).toBeGreaterThanOrEqual(1);
    expect(data.messages.every((m: { channel: string }) => m.channel === 'mail')).toBe(true);
    expect(data.processors.map((p: { role: string }) => p.role)).toEqual(
      expect.arrayContaining(['payment', 'courier', 'mail', 'sms', 'whatsapp', 'object_storage']),
    );
    expect(data.stored_value).toEqual([]);
    // Nothing of another buyer.
    expect(JSON.stringify(data)).not.toContain(owner.user.email);
  });

  it('needs a session', async () => {
    expect((await download({})).status).toBe(401);
  });
});
