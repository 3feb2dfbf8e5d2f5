// `npm run admin` sets a staff member's permissions: `set-permissions` and `add-staff
// --permissions` take a comma-separated list checked against the grantable one, refuse an unknown name or an
// owner-only permission with nothing changed, refuse an owner's account, and the helper's next request is
// served or refused accordingly.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { createSession } from '@/lib/server/auth/sessions';
import { GET as orders } from '@/app/api/v1/admin/orders/route';
import { GET as categories } from '@/app/api/v1/admin/categories/route';
import { runAdminCommand } from './admin-commands';

const statusOf = async (handler: typeof orders, headers: Record<string, string>) =>
  (await callRoute(handler, '/x', { headers })).status;
const setPermissions = (email: string, ...list: string[]) =>
  runAdminCommand(['set-permissions', '--email', email, ...list.flatMap((l) => ['--permissions', l])]);

it('set-permissions replaces a helper’s permissions, applied at their next request and audited', async () => {
  const helper = await createStaff('staff', { permissions: ['reports'] });
  expect(await statusOf(orders, helper.cookieHeaders)).toBe(403);
  const said = await setPermissions(helper.user.email, 'orders, catalogue');
  expect(said).toContain('orders, catalogue');
  expect(await statusOf(orders, helper.cookieHeaders)).toBe(200);
  expect(await statusOf(categories, helper.cookieHeaders)).toBe(200);
  const entries = await (
    await getDb()
  )
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(helper.user.id)));
  expect(entries.some((e) => e.action === 'staff.permissions')).toBe(true);

  await setPermissions(helper.user.email, '');
  expect(await statusOf(orders, helper.cookieHeaders)).toBe(403);
});

it('refuses names outside the grantable list, naming it, and changes nothing', async () => {
  const helper = await createStaff('staff', { permissions: ['orders'] });
  const run = (list: string) => setPermissions(helper.user.email, list);
  await expect(run('orders,refunds')).rejects.toThrow(/refunds.*stays with the owner/);
  await expect(run('ordrs')).rejects.toThrow(/"ordrs" is not a permission: choose from .*catalogue/);
  await expect(setPermissions(helper.user.email)).rejects.toThrow('--permissions is required');
  expect(await statusOf(orders, helper.cookieHeaders)).toBe(200);
});

it('refuses an owner’s account and a shopper’s', async () => {
  const owner = await createStaff('owner');
  await expect(setPermissions(owner.user.email, 'orders')).rejects.toThrow(/owner has every permission/);
  const shopper = await createShopper();
  await expect(setPermissions(shopper.user.email, 'orders')).rejects.toThrow(/No staff account/);
});

it('add-staff --permissions gives a helper only those', async () => {
  const shopper = await createShopper();
  const said = await runAdminCommand(['add-staff', '--email', shopper.user.email, '--permissions', 'catalogue']);
  expect(said).toContain('Staff role given');
  // Becoming staff ended the shopper's sessions: a new sign-in's session.
  const { token } = await createSession(shopper.user.id);
  const headers = { ...shopper.cookieHeaders, cookie: `session=${token}` };
  expect(await statusOf(categories, headers)).toBe(200);
  expect(await statusOf(orders, headers)).toBe(403);
  const owned = ['add-staff', '--email', 'new-helper@example.com', '--password', 'secret123'];
  owned.push('--permissions', 'rates,settings');
  await expect(runAdminCommand(owned)).rejects.toThrow(/settings/);
});
