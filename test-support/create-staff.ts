// A signed-in back-office account (staff or owner) for API tests: a shopper whose role is raised, through
// the same session code the app uses.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import type { BackOfficeRole } from '@/lib/shared/back-office/permissions';
import { createShopper } from './create-shopper';

export type StaffAccount = Awaited<ReturnType<typeof createShopper>> & { role: BackOfficeRole };

export async function createStaff(role: BackOfficeRole = 'staff', overrides: { email?: string; password?: string; firstName?: string } = {}): Promise<StaffAccount> {
  const account = await createShopper({ firstName: role === 'owner' ? 'Meera' : 'Ravi', ...overrides });
  const db = await getDb();
  await db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return { ...account, role };
}
