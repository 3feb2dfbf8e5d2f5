// A signed-in back-office account (staff or owner) for API tests: a shopper whose role is raised, through
// the same session code the app uses. Staff get the default permissions unless the test names others.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { staffPermissions, users } from '@/lib/server/db/schema';
import {
  DEFAULT_STAFF_PERMISSIONS,
  type BackOfficeRole,
  type GrantablePermission,
} from '@/lib/shared/back-office/permissions';
import { createShopper } from './create-shopper';

export type StaffAccount = Awaited<ReturnType<typeof createShopper>> & { role: BackOfficeRole };

type Overrides = {
  email?: string;
  password?: string;
  firstName?: string;
  permissions?: readonly GrantablePermission[];
};

export async function createStaff(role: BackOfficeRole = 'staff', overrides: Overrides = {}): Promise<StaffAccount> {
  const { permissions = DEFAULT_STAFF_PERMISSIONS, ...account } = overrides;
  const shopper = await createShopper({ firstName: role === 'owner' ? 'Meera' : 'Ravi', ...account });
  const db = await getDb();
  await db.update(users).set({ role }).where(eq(users.id, shopper.user.id));
  if (role === 'staff' && permissions.length) {
    const rows = permissions.map((permission) => ({ userId: shopper.user.id, permission }));
    await db.insert(staffPermissions).values(rows);
  }
  return { ...shopper, role };
}
