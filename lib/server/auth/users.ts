// Accounts: looking them up and the profile fields a shopper may change.
import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { users, type UserRow } from '@/lib/server/db/schema';
import type { UpdateProfileBody } from '@/lib/shared/schemas/auth-schema';
import { currentConsents, recordConsent } from '@/lib/server/consents';
import { toApiUser, type ApiUser } from './user-view';

/** `email` must already be normalized (the request schemas trim and lower-case it). */
export async function findUserByEmail(email: string, db?: Executor): Promise<UserRow | undefined> {
  const executor = db ?? (await getDb());
  const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Whether an account holds the address. An address typed at a phone registration and never proved (no
 * password, not verified) holds nothing: whoever proves it first gets it (registration.ts, contact-change.ts).
 */
export async function accountExists(email: string): Promise<boolean> {
  const user = await findUserByEmail(email);
  return !!user && isClaimedEmail(user);
}

export const isClaimedEmail = (user: Pick<UserRow, 'emailVerifiedAt' | 'passwordHash'>) =>
  !!user.emailVerifiedAt || !!user.passwordHash;

/** `phone` is '+91XXXXXXXXXX'; only verified numbers are ever stored. */
export async function findUserByPhone(phone: string, db?: Executor): Promise<UserRow | undefined> {
  const executor = db ?? (await getDb());
  const [row] = await executor.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function phoneAccountExists(phone: string): Promise<boolean> {
  return !!(await findUserByPhone(phone));
}

/** The shopper's consents as the profile shows them: agreed, and since when (read from the consent ledger). */
export type MarketingConsent = { agreed: boolean; agreed_at: string | null };
/** The consents the profile shows and changes: mail, and WhatsApp (order updates; offers and reminders). */
const PROFILE_CONSENTS = ['marketing_mail', 'cart_reminders', 'whatsapp_updates', 'whatsapp_marketing'] as const;
type ProfileConsent = (typeof PROFILE_CONSENTS)[number];
export type Profile = { user: ApiUser } & Record<ProfileConsent, MarketingConsent>;

export async function toProfile(db: Executor, row: UserRow): Promise<Profile> {
  const consents = await currentConsents(db, row.id);
  const view = (purpose: ProfileConsent) => ({
    agreed: consents[purpose].given,
    agreed_at: consents[purpose].given ? (consents[purpose].at?.toISOString() ?? null) : null,
  });
  return {
    user: toApiUser(row),
    marketing_mail: view('marketing_mail'),
    cart_reminders: view('cart_reminders'),
    whatsapp_updates: view('whatsapp_updates'),
    whatsapp_marketing: view('whatsapp_marketing'),
  };
}

export async function getProfile(userId: number): Promise<Profile | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? toProfile(db, row) : null;
}

/**
 * Consents go to the ledger, one row per change (agreeing again to what is agreed records nothing, so the
 * time shown stays the time it was given); the name and avatar change in the same transaction.
 */
export async function updateProfile(userId: number, changes: UpdateProfileBody): Promise<Profile | null> {
  const db = await getDb();
  const set: { [K in keyof typeof users.$inferInsert]?: (typeof users.$inferInsert)[K] | SQL } = {};
  if (changes.first_name !== undefined) set.firstName = changes.first_name;
  if (changes.last_name !== undefined) set.lastName = changes.last_name;
  if (changes.avatar !== undefined) set.avatarUrl = changes.avatar;
  return db.transaction(async (tx) => {
    for (const purpose of PROFILE_CONSENTS) {
      const given = changes[purpose];
      if (given !== undefined) await recordConsent(tx, { userId, purpose, given, source: 'profile' });
    }
    const [row] =
      Object.keys(set).length === 0
        ? await tx.select().from(users).where(eq(users.id, userId))
        : await tx
            .update(users)
            .set({ ...set, updatedAt: sql`now()` })
            .where(eq(users.id, userId))
            .returning();
    return row ? toProfile(tx, row) : null;
  });
}
