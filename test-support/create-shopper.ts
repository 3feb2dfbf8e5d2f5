// A registered, logged-in shopper for API tests, made through the same functions the app uses.
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/auth/passwords';
import { createSession } from '@/lib/server/auth/sessions';
import { toApiUser, type ApiUser } from '@/lib/server/auth/user-view';

let counter = 0;

export async function createShopper(
  overrides: { email?: string; password?: string; firstName?: string } = {},
): Promise<{
  /** Made with an address, so `email` is always there. */
  user: ApiUser & { email: string };
  token: string;
  password: string;
  /** Headers of a same-origin browser request carrying the session cookie. */
  cookieHeaders: Record<string, string>;
  /** Headers of a non-browser client using the Bearer token. */
  bearerHeaders: Record<string, string>;
}> {
  const db = await getDb();
  const password = overrides.password ?? 'secret123';
  const [row] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `shopper${++counter}-${Date.now()}@example.com`,
      firstName: overrides.firstName ?? 'Asha',
      lastName: 'Verma',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning();
  const { token } = await createSession(row.id);
  return {
    user: { ...toApiUser(row), email: row.email ?? '' },
    token,
    password,
    cookieHeaders: { cookie: `session=${token}`, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    bearerHeaders: { authorization: `Bearer ${token}` },
  };
}
