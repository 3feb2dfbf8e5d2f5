// Accounts: users, sessions, one-time codes, sign-in failures.
import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './table-columns';

export const userRoles = ['customer', 'staff', 'owner'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * Stored lower-cased; the unique index makes two accounts for one address impossible. Null for an account
     * made with a mobile number and no address.
     */
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Null for an account made with a mobile number: it signs in with a code sent to the number only. */
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * '+91XXXXXXXXXX', set only once a code sent to it was entered (lib/server/auth/contact-change.ts,
     * phone-sign-in.ts): a number verified on one account cannot be on another (unique index).
     */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    /** customer (every shopper), staff (catalogue and orders) or owner (everything): lib/server/access. */
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    /** Set while the back office has disabled the account: it cannot sign in and its sessions are ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** False once the owner has turned cash on delivery off for this customer. */
    codEnabled: boolean('cod_enabled').notNull().default(true),
    /** The nominee who may exercise the buyer's rights on their death or incapacity (DPDP Act s.14): a name and
     *  an email or a phone; null while none is named. */
    nomineeName: text('nominee_name'),
    nomineeEmail: text('nominee_email'),
    nomineePhone: text('nominee_phone'),
    /** Set when the account was erased (DPDP Act s.12): the row stays only as the tombstone its kept orders
     *  and tax documents point to, with no name, a placeholder address and no way to sign in. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_role_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'customer'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** When the holder last proved the password again (back-office re-authentication); null: only at sign-in. */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** contact_change: a signed-in shopper proving a new number or address for their account (user_id set).
 *  confirm: a signed-in buyer proving it is them before seeing, downloading or erasing their data. */
export const otpPurpose = ['login', 'registration', 'alert', 'contact_change', 'confirm'] as const;
/** How a code reaches its holder: mail to `email`, or SMS or WhatsApp to `phone`. */
export const otpChannels = ['email', 'sms', 'whatsapp'] as const;
/** open: anyone may ask (registration, alerts, a login code without the password); sign_in: after the right password. */
export const otpSendKinds = ['open', 'sign_in'] as const;

export const otpSessions = pgTable(
  'otp_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the session_token handed to the client. */
    tokenHash: text('token_hash').notNull(),
    /** Exactly one of email and phone: the identity the code proves. */
    email: text('email'),
    phone: text('phone'),
    channel: text('channel', { enum: otpChannels }).notNull().default('email'),
    /** For contact_change: the account the new number or address is for. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: otpPurpose }).notNull(),
    /** HMAC of the current code; the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    clientIp: text('client_ip'),
    /** Which budget its sends are counted against: a resend counts where the first send did (send-limits.ts). */
    sendKind: text('send_kind', { enum: otpSendKinds }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otp_sessions_token_hash_key').on(t.tokenHash),
    index('otp_sessions_email_idx').on(t.email, t.createdAt),
    check('otp_sessions_one_identity', sql`(${t.email} is null) <> (${t.phone} is null)`),
  ],
);

/** One row per code sent, so send limits hold across every app instance sharing the database. */
export const otpSendEvents = pgTable(
  'otp_send_events',
  {
    id: serial('id').primaryKey(),
    /** The address or '+91' number the code went to (one budget per identity, whatever the channel). */
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    kind: text('kind', { enum: otpSendKinds }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_send_events_email_idx').on(t.email, t.createdAt),
    index('otp_send_events_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/**
 * Login attempts with a password, counted per account and client so password guessing is bounded on every
 * instance (lib/server/auth/login-limits.ts). A right password takes its row back; rows older than the
 * window are deleted as new ones come.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_client_idx').on(t.clientIp, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);

/**
 * How the back office names a customer's contact: the address, or the mobile number of an account made
 * with one and no address.
 */
export const userContactSql = () => sql<string>`coalesce(${users.email}, ${users.phone}, '')`;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OtpSessionRow = typeof otpSessions.$inferSelect;
export type UserRole = (typeof userRoles)[number];
export type OtpSendKind = (typeof otpSendKinds)[number];
export type OtpChannel = (typeof otpChannels)[number];
