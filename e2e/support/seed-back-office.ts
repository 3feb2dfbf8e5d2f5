// Gives the e2e database its owner and one staff account (e2e/support/back-office-accounts.ts) with the
// default permissions, and sends the owner's alerts to a mailbox of their own. Run by scripts/e2e.mjs after the
// database is prepared and before the server holds it.
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/server/db';
import { ownerAlertSettings, staffPermissions, users } from '@/lib/server/db/schema';
import { DEFAULT_STAFF_PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { DEFAULT_OWNER_ALERT_SETTINGS } from '@/lib/shared/owner-alert-settings';
import { hashPassword } from '@/lib/server/auth/passwords';
import { E2E_ALERTS_EMAIL, E2E_OWNER, E2E_STAFF } from './back-office-accounts';

async function main() {
  const db = await getDb();
  for (const [account, role] of [
    [E2E_OWNER, 'owner'],
    [E2E_STAFF, 'staff'],
  ] as const) {
    const values = {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: await hashPassword(account.password),
      emailVerifiedAt: new Date(),
      role,
    };
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    const id = existing ? existing.id : (await db.insert(users).values(values).returning({ id: users.id }))[0].id;
    if (existing) await db.update(users).set(values).where(eq(users.id, id));
    // The helper has what a new helper gets: all but the metal rates.
    await db.delete(staffPermissions).where(eq(staffPermissions.userId, id));
    const grants = DEFAULT_STAFF_PERMISSIONS.map((permission) => ({ userId: id, permission }));
    if (role === 'staff') await db.insert(staffPermissions).values(grants);
  }
  const settings = { ...DEFAULT_OWNER_ALERT_SETTINGS, recipients: [E2E_ALERTS_EMAIL] };
  await db
    .insert(ownerAlertSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: ownerAlertSettings.id, set: { settings } });
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
