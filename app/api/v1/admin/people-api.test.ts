// Customers, staff and the audit log in the back office: disabling ends a customer's sessions and
// stops sign-in; owners invite staff by email, change roles and remove them (with a recent password), the
// shop always keeps an owner; staff are refused all of it; the audit log lists every write and is never editable.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, users } from '@/lib/server/db/schema';
import { findSession } from '@/lib/server/auth/sessions';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { outboxTo } from '@/test-support/checkout-fixtures';
import { freshIp, latestMail, post, silenceMailLog } from '@/test-support/accounts-api';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { GET as customers } from './customers/route';
import { GET as customer, PATCH as patchCustomer } from './customers/[id]/route';
import { GET as staffList, POST as invite } from './staff/route';
import { DELETE as removeStaffRoute, PATCH as patchStaff } from './staff/[id]/route';
import { POST as accept } from './invite/accept/route';
import { GET as audit } from './audit_log/route';

process.env.TRUST_PROXY = '1';
silenceMailLog();

let owner: StaffAccount;
let staff: StaffAccount;

beforeAll(async () => {
  owner = await createStaff('owner');
  staff = await createStaff('staff');
});

describe('customers', () => {
  it('are searched by email, shown with their orders, and disabled by the owner only', async () => {
    const shopper = await createShopper({ email: 'priya.disable@example.com' });
    const found = await callRoute(customers, '/api/v1/admin/customers?q=priya.disable', {
      headers: staff.cookieHeaders,
    });
    expect(found.body.customers).toEqual([
      expect.objectContaining({
        id: shopper.user.id,
        email: 'priya.disable@example.com',
        orders_count: 0,
        disabled_at: null,
      }),
    ]);
    const params = { id: String(shopper.user.id) };
    const detail = await callRoute(customer, '/x', { params, headers: staff.cookieHeaders });
    expect(detail.body.customer.orders).toEqual([]);

    const byStaff = await callRoute(patchCustomer, '/x', {
      method: 'PATCH',
      params,
      body: { disabled: true },
      headers: staff.cookieHeaders,
    });
    expect(byStaff.status).toBe(403);
    const disabled = await callRoute(patchCustomer, '/x', {
      method: 'PATCH',
      params,
      body: { disabled: true },
      headers: owner.cookieHeaders,
    });
    expect(disabled.body.customer.disabled_at).toEqual(expect.any(String));
    expect(await findSession(shopper.token)).toBeNull();
    const refused = await post(
      login,
      '/api/v1/auth/login',
      { email: shopper.user.email, password: shopper.password },
      freshIp(),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe(ADMIN_ERROR_CODES.accountDisabled);

    await callRoute(patchCustomer, '/x', {
      method: 'PATCH',
      params,
      body: { disabled: false },
      headers: owner.cookieHeaders,
    });
    const again = await post(
      login,
      '/api/v1/auth/login',
      { email: shopper.user.email, password: shopper.password },
      freshIp(),
    );
    expect(again.status).toBe(200);

    const staffAccount = await callRoute(patchCustomer, '/x', {
      method: 'PATCH',
      params: { id: String(staff.user.id) },
      body: { disabled: true },
      headers: owner.cookieHeaders,
    });
    expect(staffAccount.status).toBe(409);
  });
});

describe('staff', () => {
  it('are invited by email; the link sets a password once and makes a staff account', async () => {
    expect(
      (
        await callRoute(invite, '/x', {
          method: 'POST',
          body: { email: 'helper@shop.test' },
          headers: staff.cookieHeaders,
        })
      ).status,
    ).toBe(403);
    const invited = await callRoute(invite, '/x', {
      method: 'POST',
      body: { email: 'helper@shop.test' },
      headers: owner.cookieHeaders,
    });
    expect(invited.status).toBe(201);
    expect(await outboxTo('helper@shop.test', 'invited')).toBe(1);
    const db = await getDb();
    const mail = await latestMail('helper@shop.test');
    const token = decodeURIComponent(/invite\?token=([\w%-]+)/.exec(mail.text)![1]);
    const listed = await callRoute(staffList, '/x', { headers: owner.cookieHeaders });
    expect(listed.body.invites.map((i: { email: string }) => i.email)).toContain('helper@shop.test');

    const made = await callRoute(accept, '/x', {
      method: 'POST',
      body: { token, first_name: 'Ravi', last_name: 'K', password: 'helper-pass-1' },
    });
    expect(made.status).toBe(201);
    const [account] = await db.select().from(users).where(eq(users.email, 'helper@shop.test'));
    expect(account.role).toBe('staff');
    const twice = await callRoute(accept, '/x', {
      method: 'POST',
      body: { token, first_name: 'Eve', password: 'other-pass-1' },
    });
    expect(twice.status).toBe(403);

    const promoted = await callRoute(patchStaff, '/x', {
      method: 'PATCH',
      params: { id: String(account.id) },
      body: { role: 'owner' },
      headers: owner.cookieHeaders,
    });
    expect(promoted.status).toBe(200);
    const removed = await callRoute(removeStaffRoute, '/x', {
      method: 'DELETE',
      params: { id: String(account.id) },
      headers: owner.cookieHeaders,
    });
    expect(removed.status).toBe(204);
    const [after] = await db.select().from(users).where(eq(users.id, account.id));
    expect(after.role).toBe('customer');
  });

  it('never lose the last owner, and no one changes their own account', async () => {
    const db = await getDb();
    await db
      .update(users)
      .set({ role: 'customer' })
      .where(sql`${users.role} = 'owner' and ${users.id} <> ${owner.user.id}`);
    const self = await callRoute(patchStaff, '/x', {
      method: 'PATCH',
      params: { id: String(owner.user.id) },
      body: { role: 'staff' },
      headers: owner.cookieHeaders,
    });
    expect(self.status).toBe(409);
  });
});

describe('the audit log', () => {
  it('lists back-office writes for the owner, refuses staff, and cannot be changed even by SQL', async () => {
    expect((await callRoute(audit, '/api/v1/admin/audit_log', { headers: staff.cookieHeaders })).status).toBe(403);
    const entries = await callRoute(audit, '/api/v1/admin/audit_log?entity_type=user', {
      headers: owner.cookieHeaders,
    });
    expect(entries.status).toBe(200);
    const actions = entries.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['customer.disable', 'customer.enable', 'staff.accept', 'staff.role', 'staff.remove']),
    );
    expect(entries.body.entries[0]).toMatchObject({ actor: expect.any(String), created_at: expect.any(String) });
    const db = await getDb();
    await expect(db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
  });

  it('finds entries by any part of the action, in any case, with LIKE characters taken literally', async () => {
    const read = (action: string) =>
      callRoute(audit, `/api/v1/admin/audit_log?action=${encodeURIComponent(action)}`, {
        headers: owner.cookieHeaders,
      });
    const staffActions = (await read('STAFF')).body.entries.map((e: { action: string }) => e.action);
    expect(staffActions).toEqual(expect.arrayContaining(['staff.accept', 'staff.role', 'staff.remove']));
    expect(staffActions.every((a: string) => a.startsWith('staff.'))).toBe(true);
    const part = (await read('.disab')).body.entries.map((e: { action: string }) => e.action);
    expect(new Set(part)).toEqual(new Set(['customer.disable']));
    expect((await read('%')).body.entries).toEqual([]);
    expect((await read('customer_disable')).body.entries).toEqual([]);
  });
});
