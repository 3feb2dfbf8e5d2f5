// The back office: audit log, owner set-up, staff invitations.
import 'server-only';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './table-columns';
import { userRoles, users } from './accounts-tables';

/**
 * Every back-office write: who, from where, what changed. Rows are only ever inserted (a trigger refuses
 * UPDATE and DELETE, migration 0010).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id'),
    /** The actor's email at the time (kept if the account goes), or 'setup' / 'cli' for the first-run paths. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);

/** The first-run link's token (its hash), replaced at every start while the shop has no owner. */
export const ownerSetupTokens = pgTable('owner_setup_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** An owner's invitation to a helper: the emailed link sets a password on the staff account it creates. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('staff'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash), index('staff_invites_email_idx').on(t.email)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
