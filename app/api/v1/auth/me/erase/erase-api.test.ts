// Erasure (DPDP Act s.12): refused while an order is open, naming it; after delivery the account is closed
// in one transaction: sign-in refused, the address free to register again, the tax invoice still the owner's
// to download, the buyer's contacts gone from the kept order; the owner's erasure needs a recent password
// and is audited.
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, consentEvents, orders, sessions, taxDocuments, users } from '@/lib/server/db/schema';
import { POST as erase } from '@/app/api/v1/auth/me/erase/route';
import { POST as ownerErase } from '@/app/api/v1/admin/customers/[id]/erase/route';
import { PATCH as patchMe, GET as me } from '@/app/api/v1/auth/me/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as sendOtp } from '@/app/api/v1/auth/send_otp/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/verify_otp/route';
import { GET as adminInvoicePdf } from '@/app/api/v1/admin/orders/[id]/invoice.pdf/route';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { latestCode, latestMail, post, silenceMailLog } from '@/test-support/accounts-api';
import { installSandboxProvider, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderOf, orderableProduct } from '@/test-support/delivered-order';
import { ageSessions, confirmFresh } from '@/test-support/data-rights-fixture';
import { creditStoredValue } from '@/lib/server/stored-value';

process.env.TRUST_PROXY = '1';
installSandboxProvider();
silenceMailLog();

let owner: StaffAccount;
let piece: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  piece = await orderableProduct();
}, 120_000);

type Shopper = Awaited<ReturnType<typeof createShopper>>;
const eraseMe = (s: Shopper, body: unknown = { confirm: true }) =>
  callRoute(erase, '/api/v1/auth/me/erase', { method: 'POST', body, headers: s.cookieHeaders });

describe('POST /api/v1/auth/me/erase', () => {
  it('is refused with 409 naming the open order and what to do, and changes nothing', async () => {
    const s = await createShopper();
    const orderId = await orderOf(s, piece, owner, false);
    const res = await eraseMe(s);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('ERASURE_BLOCKED');
    expect(res.body.blockers).toEqual([
      { kind: 'open_orders', order_ids: [orderId], message: expect.stringContaining(`#${orderId}`) },
    ]);
    expect((await callRoute(me, '/x', { headers: s.cookieHeaders })).status).toBe(200);
  });

  it("is refused while store credit is held in the buyer's name, and allowed once none is", async () => {
    const s = await createShopper();
    const db = await getDb();
    await db.transaction((tx) =>
      creditStoredValue(tx, {
        sourceKey: `credit:${s.user.id}`,
        kind: 'store_credit',
        userId: s.user.id,
        amountPaise: 1,
        reason: 'grant',
      }),
    );
    const res = await eraseMe(s);
    expect(res.status).toBe(409);
    expect(res.body.blockers).toEqual([
      { kind: 'unspent_stored_value', order_ids: [], message: expect.stringContaining('₹0.01') },
    ]);
    expect((await callRoute(me, '/x', { headers: s.cookieHeaders })).status).toBe(200);
  });

  it('erases nothing without the explicit yes', async () => {
    const s = await createShopper();
    expect((await eraseMe(s, {})).status).toBe(400);
    expect((await eraseMe(s, { confirm: 'yes' })).status).toBe(400);
    expect((await callRoute(me, '/x', { headers: s.cookieHeaders })).status).toBe(200);
  });

  it('asks a stale session for a fresh code first', async () => {
    const s = await createShopper();
    await ageSessions(s.user.id, 11);
    const res = await eraseMe(s);
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('FRESH_CODE_REQUIRED');
    await confirmFresh(s);
    expect((await eraseMe(s)).status).toBe(200);
  });

  it('closes the account after delivery; sign-in is refused, the address registers again, the invoice stays', async () => {
    const s = await createShopper();
    await callRoute(patchMe, '/x', { method: 'PATCH', body: { marketing_mail: true }, headers: s.cookieHeaders });
    const orderId = await orderOf(s, piece, owner);
    const db = await getDb();
    const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
    expect(invoice).toBeDefined();

    const res = await eraseMe(s);
    expect(res.status).toBe(200);
    expect(res.body.kept_order_ids).toEqual([orderId]);
    expect(res.headers.get('set-cookie')).toMatch(/session=;/);

    // The session is gone, and so is every sign-in path.
    expect((await callRoute(me, '/x', { headers: s.cookieHeaders })).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, s.user.id))).toEqual([]);
    const signIn = await post(login, '/api/v1/auth/login', { email: s.user.email, password: s.password });
    expect(signIn.status).toBe(401);
    expect(await db.select().from(consentEvents).where(eq(consentEvents.userId, s.user.id))).toEqual([]);

    // The last mail says what was kept and why.
    const last = await latestMail(s.user.email);
    expect(last.subject).toMatch(/account is erased/);
    expect(last.text).toContain('section 36');
    expect(last.text).toContain(invoice.number);

    // The kept order: detached (a tombstone with no name or address), without the phone or email.
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.shippingAddress.phone).toBe('');
    expect(order.shippingAddress.email).toBeUndefined();
    expect(order.shippingAddress.full_name).not.toBe('');
    const [tombstone] = await db.select().from(users).where(eq(users.id, s.user.id));
    expect(tombstone).toMatchObject({ firstName: '', lastName: '', avatarUrl: null });
    expect(tombstone.email).not.toBe(s.user.email);
    expect(tombstone.erasedAt).not.toBeNull();

    // The owner still downloads the tax invoice.
    const pdf = await callRoute(adminInvoicePdf, `/api/v1/admin/orders/${orderId}/invoice.pdf`, {
      headers: owner.cookieHeaders,
      params: { id: String(orderId) },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The same address makes a new account.
    const sent = await post(sendOtp, '/api/v1/auth/send_otp', { email: s.user.email, purpose: 'registration' });
    expect(sent.status).toBe(200);
    const user = {
      first_name: 'Asha',
      last_name: 'Verma',
      email: s.user.email,
      password: 'another123',
      password_confirmation: 'another123',
    };
    const made = await post(verifyOtp, '/api/v1/auth/verify_otp', {
      session_token: sent.body.session_token,
      otp_code: await latestCode(s.user.email),
      user,
    });
    expect(made.status).toBe(200);
    expect(made.body.user.id).not.toBe(s.user.id);
    // The new account starts with nothing of the old one.
    expect(
      (await callRoute(me, '/x', { headers: { authorization: `Bearer ${made.body.token}` } })).body.marketing_mail,
    ).toEqual({ agreed: false, agreed_at: null });
  });
});

describe('POST /api/v1/admin/customers/{id}/erase', () => {
  const ownerCall = (staff: StaffAccount, id: number, body: unknown = { written_request: 'Letter of 2 Nov 2026' }) =>
    callRoute(ownerErase, `/api/v1/admin/customers/${id}/erase`, {
      method: 'POST',
      params: { id: String(id) },
      body,
      headers: staff.cookieHeaders,
    });

  it("erases on the buyer's written request, audited, after a recent password", async () => {
    const s = await createShopper();
    const res = await ownerCall(owner, s.user.id);
    expect(res.status).toBe(200);
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.erase'), eq(auditLog.entityId, String(s.user.id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorUserId: owner.user.id,
      after: { by: 'owner', written_request: 'Letter of 2 Nov 2026' },
    });
    expect((await ownerCall(owner, s.user.id)).status).toBe(404);
  });

  it('needs a recent password, and is not for a helper', async () => {
    const s = await createShopper();
    const staleOwner = await createStaff('owner');
    await ageSessions(staleOwner.user.id, 11);
    const stale = await ownerCall(staleOwner, s.user.id);
    expect(stale.status).toBe(401);
    expect(stale.body.error_code).toBe('REAUTH_REQUIRED');
    const helper = await createStaff('staff');
    expect((await ownerCall(helper, s.user.id)).status).toBe(403);
    expect((await callRoute(me, '/x', { headers: s.cookieHeaders })).status).toBe(200);
  });
});
