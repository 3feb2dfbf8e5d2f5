// First run: the printed link's token makes the owner's account once; a wrong or spent token, or a
// shop that already has an owner, gets 403 and creates nothing.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, users } from '@/lib/server/db/schema';
import { issueOwnerSetupToken, ownerSetupTokenValid } from '@/lib/server/staff/owner-setup';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { POST as setup } from './setup/route';

const body = (token: string, email = 'owner@maker.test') => ({
  token,
  first_name: 'Meera',
  last_name: 'Rao',
  email,
  password: 'owner-pass-1',
});
const post = (payload: unknown) => callRoute(setup, '/api/v1/admin/setup', { method: 'POST', body: payload });

describe('POST /api/v1/admin/setup', () => {
  it('refuses a wrong token with 403, creates the owner with a printed one, and then refuses every token', async () => {
    const token = await issueOwnerSetupToken();
    const other = await issueOwnerSetupToken();
    expect(token).toMatch(/^[\w-]{43}$/);

    const wrong = await post(body('x'.repeat(43)));
    expect(wrong.status).toBe(403);
    expect(wrong.body.error_code).toBe(ADMIN_ERROR_CODES.setupTokenInvalid);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.role, 'owner'))).toHaveLength(0);

    const invalid = await post({ ...body(token!), email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.email).toBeDefined();

    const made = await post(body(token!));
    expect(made.status).toBe(201);
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@maker.test'));
    expect(owner.role).toBe('owner');
    expect(owner.passwordHash).not.toContain('owner-pass-1');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'owner.create'));
    expect(entry).toMatchObject({ actorLabel: 'setup', entityId: String(owner.id) });

    // The same token again, and the other start's token: the shop has its owner.
    for (const spent of [token!, other!]) {
      const again = await post(body(spent, 'second@maker.test'));
      expect(again.status).toBe(403);
      expect(await ownerSetupTokenValid(spent)).toBe(false);
    }
    expect(await db.select().from(users).where(eq(users.email, 'second@maker.test'))).toHaveLength(0);
    expect(await issueOwnerSetupToken()).toBeNull();
  });
});

describe('an existing shopper account given as the owner', () => {
  it('is raised to owner with the new password, its sessions ended', async () => {
    const db = await getDb();
    await db.update(users).set({ role: 'customer' }).where(eq(users.role, 'owner'));
    const shopper = await createShopper({ email: 'maker@shop.test' });
    const token = await issueOwnerSetupToken();
    const made = await post(body(token!, 'maker@shop.test'));
    expect(made.status).toBe(201);
    expect(made.body.user.id).toBe(shopper.user.id);
    const [row] = await db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row.role).toBe('owner');
    const { findSession } = await import('@/lib/server/auth/sessions');
    expect(await findSession(shopper.token)).toBeNull();
  });
});
