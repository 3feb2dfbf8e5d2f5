// The buyer's nominee (DPDP Act s.14), kept on the account and changed only by its holder.
import 'server-only';
import { eq } from 'drizzle-orm';
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

/** Names (or, with null, removes) the nominee; answers what is now kept. */
export async function setNominee(userId: number, nominee: NomineeBody | null): Promise<Nominee | null> {
  const db = await getDb();
  await db
    .update(users)
    .set({
      nomineeName: nominee?.name ?? null,
      nomineeEmail: nominee?.email ?? null,
      nomineePhone: nominee?.phone ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return getNominee(userId);
}
