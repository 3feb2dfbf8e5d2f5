// Back-office sessions: 12 hours from sign-in at most and 1 hour unused, while a shopper's session
// of the same age lives on; a role taken away applies to the sessions already open.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { sessions, users } from '@/lib/server/db/schema';
import { findSession } from '@/lib/server/auth/sessions';
import { hashToken } from '@/lib/server/auth/tokens';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { GET as dashboard } from './dashboard/route';

const HOUR = 60 * 60 * 1000;

async function age(token: string, created: number, lastUsed: number) {
  await (
    await getDb()
  )
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - created), lastUsedAt: new Date(Date.now() - lastUsed) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

describe('back-office sessions', () => {
  it('end 12 hours after sign-in, even in use, while a shopper of the same age stays signed in', async () => {
    const staff = await createStaff('staff');
    const shopper = await createShopper();
    await age(staff.token, 12 * HOUR + 60_000, 60_000);
    await age(shopper.token, 12 * HOUR + 60_000, 60_000);
    expect(await findSession(staff.token)).toBeNull();
    expect(await findSession(shopper.token)).not.toBeNull();
    expect((await callRoute(dashboard, '/api/v1/admin/dashboard', { headers: staff.cookieHeaders })).status).toBe(401);
  });

  it('end after an hour unused, and not before', async () => {
    const fresh = await createStaff('owner');
    const idle = await createStaff('owner');
    await age(fresh.token, 5 * HOUR, 50 * 60_000);
    await age(idle.token, 5 * HOUR, 61 * 60_000);
    expect(await findSession(fresh.token)).not.toBeNull();
    expect(await findSession(idle.token)).toBeNull();
  });

  it('follow the role: staff made a shopper again lose the back office at once', async () => {
    const staff = await createStaff('staff');
    expect((await callRoute(dashboard, '/x', { headers: staff.cookieHeaders })).status).toBe(200);
    await (await getDb()).update(users).set({ role: 'customer' }).where(eq(users.id, staff.user.id));
    expect((await callRoute(dashboard, '/x', { headers: staff.cookieHeaders })).status).toBe(403);
  });
});
