import 'server-only';
import type { UserRow } from '@/lib/server/db/schema';

/** The user as the API shows it (spec section 3: name is first and last name joined). */
export type ApiUser = {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  avatar: string | null;
};

export function toApiUser(row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarUrl'>): ApiUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    avatar: row.avatarUrl,
  };
}
