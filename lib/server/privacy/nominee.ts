// The buyer's nominee (DPDP Act s.14), kept on the account and changed only by its holder.
import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import type { Nominee, NomineeBody } from '@/lib/shared/schemas/nominee-schema';

export async function getNominee(userId: number): Promise<Nominee | null> {
  const db = await getDb();
  const [row] = await db
    .select({ name: users.nomineeName, email: users.nomineeEmail, phone: users.nomineePhone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ? { name: row.name, email: row.email, phone: row.phone } : null;
}

/** Names (or, with null, removes) the nominee; answers what is now kept. Writes only a change: removing a
 *  nominee that was never named touches nothing. */
export async function setNominee(userId: number, nominee: NomineeBody | null): Promise<Nominee | null> {
  const db = await getDb();
  const next = { name: nominee?.name ?? null, email: nominee?.email ?? null, phone: nominee?.phone ?? null };
  await db
    .update(users)
    .set({ nomineeName: next.name, nomineeEmail: next.email, nomineePhone: next.phone, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        or(
          sql`${users.nomineeName} is distinct from ${next.name}`,
          sql`${users.nomineeEmail} is distinct from ${next.email}`,
          sql`${users.nomineePhone} is distinct from ${next.phone}`,
        ),
      ),
    );
  return getNominee(userId);
}
