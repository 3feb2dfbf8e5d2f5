// Per-staff permissions: each area answers 403 { message, error_code } to a helper without its
// permission and serves one with it; the metal rates are off unless given; the owner's own permissions
// cannot be given; a change applies at the helper's next request, needs a recent password and is audited.
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, sessions, staffPermissions, users } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth/tokens';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import {
  DEFAULT_STAFF_PERMISSIONS,
  GRANTABLE_PERMISSIONS,
  PERMISSIONS,
  type GrantablePermission,
} from '@/lib/shared/back-office/permissions';
import { callRoute } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { latestMail, silenceMailLog } from '@/test-support/accounts-api';
import { GET as orders } from './orders/route';
import { GET as categories } from './categories/route';
import { GET as rates } from './rates/route';
import { GET as coupons } from './coupons/route';
import { GET as customers } from './customers/route';
import { PATCH as customerPatch } from './customers/[id]/route';
import { GET as carousel } from './carousel/route';
import { GET as salesReport } from './reports/sales/route';
import { GET as dashboard } from './dashboard/route';
import { GET as settings, PATCH as settingsPatch } from './settings/route';
import { GET as staffList, POST as invite } from './staff/route';
import { PATCH as staffPatch } from './staff/[id]/route';
import { POST as refund } from './orders/[id]/refunds/route';
import { GET as audit } from './audit_log/route';
import { POST as accept } from './invite/accept/route';

process.env.TRUST_PROXY = '1';
silenceMailLog();

type Call = (staff: StaffAccount) => ReturnType<typeof callRoute>;
type Handler = Parameters<typeof callRoute<Record<string, never>>>[0];
const get =
  (handler: Handler): Call =>
  (s) =>
    callRoute(handler, '/x', { headers: s.cookieHeaders });
const as = (s: StaffAccount) => s.cookieHeaders;

/** One representative endpoint per grantable permission. */
const AREAS: Record<GrantablePermission, Call> = {
  orders: get(orders),
  catalogue: get(categories),
  rates: get(rates),
  coupons: get(coupons),
  customers: get(customers),
  content: get(carousel),
  reports: get(salesReport),
};

let owner: StaffAccount;
beforeAll(async () => {
  owner = await createStaff('owner');
});

const allBut = (p: GrantablePermission) => GRANTABLE_PERMISSIONS.filter((q) => q !== p);
const expectForbidden = (answer: { status: number; body: { message?: string; error_code?: string } }) => {
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ message: ADMIN_MESSAGES.forbidden, error_code: ADMIN_ERROR_CODES.forbidden });
};
const setPermissions = (id: number, permissions: unknown, headers = owner.cookieHeaders) =>
  callRoute(staffPatch, '/x', { method: 'PATCH', params: { id: String(id) }, body: { permissions }, headers });

describe.each(GRANTABLE_PERMISSIONS.map((p) => [p]))('the %s permission', (permission) => {
  it('is needed for its area: 403 without it (with every other), 200 with it alone', async () => {
    const without = await createStaff('staff', { permissions: allBut(permission) });
    expectForbidden(await AREAS[permission](without));
    const withIt = await createStaff('staff', { permissions: [permission] });
    expect((await AREAS[permission](withIt)).status).toBe(200);
  });
});

describe("the owner's own permissions", () => {
  it('are refused to a helper who has every grantable one, and served to the owner', async () => {
    const helper = await createStaff('staff', { permissions: GRANTABLE_PERMISSIONS });
    const target = await createStaff('staff', { permissions: [] });
    const id = { id: String(target.user.id) };
    const refundBody = { amount: 100, reason: 'test' };
    const disable = { disabled: true };
    const one = { id: '1' };
    const calls: Call[] = [
      get(staffList),
      get(audit),
      (s) => callRoute(settingsPatch, '/x', { method: 'PATCH', body: { copyright: 'x' }, headers: as(s) }),
      (s) => callRoute(customerPatch, '/x', { method: 'PATCH', params: id, body: disable, headers: as(s) }),
      (s) => callRoute(refund, '/x', { method: 'POST', params: one, body: refundBody, headers: as(s) }),
    ];
    for (const call of calls) expectForbidden(await call(helper));
    for (const call of [get(staffList), get(audit), get(settings), get(dashboard)]) {
      expect((await call(owner)).status).toBe(200);
    }
    const listed = await callRoute(staffList, '/x', { headers: owner.cookieHeaders });
    const me = listed.body.staff.find((m: { id: number }) => m.id === owner.user.id);
    expect(me.permissions).toEqual([...PERMISSIONS]);
  });

  it('cannot be given: the error names the field and the permission', async () => {
    const helper = await createStaff('staff', { permissions: ['orders'] });
    for (const [sent, text] of [
      [['refunds'], '"refunds" stays with the owner'],
      [['orders', 'bogus'], '"bogus" is not a permission'],
      ['orders', 'list of names'],
    ] as const) {
      const refused = await setPermissions(helper.user.id, sent);
      expect(refused.status).toBe(400);
      expect(refused.body.error_code).toBeDefined();
      expect(refused.body.errors.permissions.join(' ')).toContain(text);
    }
    const inviteBody = { email: 'x@shop.test', permissions: ['staff'] };
    const invited = await callRoute(invite, '/x', { method: 'POST', body: inviteBody, headers: as(owner) });
    expect(invited.status).toBe(400);
    expect(Object.keys(invited.body.errors)).toEqual(['permissions']);
    const params = { id: String(helper.user.id) };
    const empty = await callRoute(staffPatch, '/x', { method: 'PATCH', params, body: {}, headers: as(owner) });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['permissions']);
    const ownerAccount = await createStaff('owner');
    expect((await setPermissions(ownerAccount.user.id, ['orders'])).status).toBe(409);
    const db = await getDb();
    const kept = await db.select().from(staffPermissions).where(eq(staffPermissions.userId, helper.user.id));
    expect(kept.map((r) => r.permission)).toEqual(['orders']);
  });
});

describe('an invitation', () => {
  it('gives the default permissions, without the metal rates, unless the owner chooses others', async () => {
    const sendInvite = (body: unknown) => callRoute(invite, '/x', { method: 'POST', body, headers: as(owner) });
    const asked = await sendInvite({ email: 'plain@shop.test' });
    expect(asked.status).toBe(201);
    expect(asked.body.invite.permissions).toEqual([...DEFAULT_STAFF_PERMISSIONS]);
    expect(asked.body.invite.permissions).not.toContain('rates');
    const chosen = await sendInvite({ email: 'rates@shop.test', permissions: ['rates', 'orders', 'rates'] });
    expect(chosen.body.invite.permissions).toEqual(['orders', 'rates']);
    const listed = await callRoute(staffList, '/x', { headers: owner.cookieHeaders });
    const listedInvite = listed.body.invites.find((i: { email: string }) => i.email === 'rates@shop.test');
    expect(listedInvite.permissions).toEqual(['orders', 'rates']);

    const token = decodeURIComponent(/invite\?token=([\w%-]+)/.exec((await latestMail('plain@shop.test')).text)![1]);
    const acceptBody = { token, first_name: 'Asha', password: 'helper-pass-1' };
    const accepted = await callRoute(accept, '/x', { method: 'POST', body: acceptBody });
    expect(accepted.status).toBe(201);
    const db = await getDb();
    const [account] = await db.select().from(users).where(eq(users.email, 'plain@shop.test'));
    const after = await callRoute(staffList, '/x', { headers: owner.cookieHeaders });
    const member = after.body.staff.find((m: { id: number }) => m.id === account.id);
    expect(member.permissions).toEqual([...DEFAULT_STAFF_PERMISSIONS]);
    const invitedRates = and(eq(auditLog.action, 'staff.invite'), sql`${auditLog.after}->>'email' = 'rates@shop.test'`);
    const [entry] = await db.select().from(auditLog).where(invitedRates);
    expect(entry.after).toMatchObject({ permissions: ['orders', 'rates'] });
  });
});

describe('a change of permissions', () => {
  it("applies at the helper's next request on the same session, and is audited", async () => {
    const helper = await createStaff('staff', { permissions: ['coupons'] });
    expect((await AREAS.coupons(helper)).status).toBe(200);
    expectForbidden(await AREAS.rates(helper));
    const changed = await setPermissions(helper.user.id, ['rates']);
    expect(changed.status).toBe(200);
    expect(changed.body.staff.find((m: { id: number }) => m.id === helper.user.id).permissions).toEqual(['rates']);
    expectForbidden(await AREAS.coupons(helper));
    expect((await AREAS.rates(helper)).status).toBe(200);
    const db = await getDb();
    const ofHelper = and(eq(auditLog.action, 'staff.permissions'), eq(auditLog.entityId, String(helper.user.id)));
    const entries = await db.select().from(auditLog).where(ofHelper);
    expect(entries.map((e) => [e.before, e.after, e.actorUserId])).toEqual([
      [{ permissions: ['coupons'] }, { permissions: ['rates'] }, owner.user.id],
    ]);
  });

  it('needs the password given within 10 minutes', async () => {
    const other = await createStaff('owner');
    const helper = await createStaff('staff', { permissions: ['orders'] });
    const db = await getDb();
    const old = new Date(Date.now() - 20 * 60 * 1000);
    await db
      .update(sessions)
      .set({ createdAt: old })
      .where(eq(sessions.tokenHash, hashToken(other.token)));
    const refused = await setPermissions(helper.user.id, ['orders', 'rates'], other.cookieHeaders);
    expect(refused.status).toBe(401);
    expect(refused.body.error_code).toBe(ADMIN_ERROR_CODES.reauthRequired);
    expectForbidden(await AREAS.rates(helper));
  });
});

describe("the 'content' permission", () => {
  it('edits the legal pages but no other setting', async () => {
    const writer = await createStaff('staff', { permissions: ['content'] });
    const read = await callRoute(settings, '/x', { headers: writer.cookieHeaders });
    expect(read.status).toBe(200);
    const legal_links = [{ slug: 'terms', label: 'Terms', content: '<p>Be kind</p>' }];
    const body = { legal_links, updated_at: read.body.settings.updated_at ?? undefined };
    const saved = await callRoute(settingsPatch, '/x', { method: 'PATCH', body, headers: writer.cookieHeaders });
    expect(saved.status).toBe(200);
    const page = expect.objectContaining({ slug: 'terms', content: '<p>Be kind</p>' });
    expect(saved.body.settings.legal_links).toEqual([page]);
    const both = { copyright: '© Writer', legal_links, updated_at: saved.body.settings.updated_at };
    expectForbidden(await callRoute(settingsPatch, '/x', { method: 'PATCH', body: both, headers: as(writer) }));
    expectForbidden(await get(settings)(await createStaff('staff', { permissions: ['catalogue'] })));
  });
});

describe('the migration', () => {
  it('gives existing staff the default permissions, without the metal rates', async () => {
    const db = await getDb();
    const helper = await createStaff('staff', { permissions: [] });
    const folder = 'lib/server/db/migrations';
    const file = readdirSync(folder).find((f) => f.endsWith('_staff_permissions.sql'));
    const migration = readFileSync(`${folder}/${file}`, 'utf8');
    const backfill = migration.slice(migration.indexOf('-- hand-written (roles)')).split('--> statement-breakpoint');
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const rows = await db.select().from(staffPermissions).where(eq(staffPermissions.userId, helper.user.id));
    expect(rows.map((r) => r.permission).sort()).toEqual([...DEFAULT_STAFF_PERMISSIONS].sort());
    expect(rows.map((r) => r.permission)).not.toContain('rates');
    expect((await AREAS.coupons(helper)).status).toBe(200);
    expectForbidden(await AREAS.rates(helper));
  });
});
