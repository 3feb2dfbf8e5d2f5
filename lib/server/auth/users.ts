// Accounts: looking them up and the profile fields a shopper may change.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { users, type UserRow } from '@/lib/server/db/schema';
import type { UpdateProfileBody } from '@/lib/shared/schemas/auth-schema';
import { toApiUser, type ApiUser } from './user-view';

/** `email` must already be normalized (the request schemas trim and lower-case it). */
export async function findUserByEmail(email: string, db?: Executor): Promise<UserRow | undefined> {
  const executor = db ?? (await getDb());
  const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function accountExists(email: string): Promise<boolean> {
  return !!(await findUserByEmail(email));
}

export async function getApiUser(userId: number): Promise<ApiUser | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? toApiUser(row) : null;
}

export async function updateProfile(userId: number, changes: UpdateProfileBody): Promise<ApiUser | null> {
  const db = await getDb();
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.first_name !== undefined) set.firstName = changes.first_name;
  if (changes.last_name !== undefined) set.lastName = changes.last_name;
  if (changes.avatar !== undefined) set.avatarUrl = changes.avatar;
  if (Object.keys(set).length === 0) return getApiUser(userId);
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ? toApiUser(row) : null;
}
