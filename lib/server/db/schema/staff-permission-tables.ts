// What each staff member may do in the back office, and what an open invitation will grant. The
// owner has every permission whatever is stored; the values are lib/shared/back-office/permissions.ts's.
import 'server-only';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './table-columns';
import { users } from './accounts-tables';
import { staffInvites } from './back-office-tables';

export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

export const staffInvitePermissions = pgTable(
  'staff_invite_permissions',
  {
    inviteId: integer('invite_id')
      .notNull()
      .references(() => staffInvites.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inviteId, t.permission] })],
);
