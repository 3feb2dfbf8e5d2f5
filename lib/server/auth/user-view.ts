import 'server-only';
import type { UserRow } from '@/lib/server/db/schema';

/**
 * The user as the API shows it (spec section 3: name is first and last name joined). `email` is null for an
 * account made with a mobile number and no address; `phone`, the verified '+91' number, is there only when the
 * account has one, so an email account's answer is the spec's, unchanged.
 */
export type ApiUser = {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string | null;
  phone?: string;
  avatar: string | null;
};

export function toApiUser(
  row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'avatarUrl'>,
): ApiUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    avatar: row.avatarUrl,
  };
}
