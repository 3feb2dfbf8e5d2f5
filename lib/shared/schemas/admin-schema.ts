// What every back-office endpoint shares: its error codes and the pieces of its request schemas. Each area's
// own bodies live in lib/shared/schemas/admin-<area>-schema.ts.
import { z } from 'zod';

export const ADMIN_ERROR_CODES = {
  /** Signed in, but the role may not do this (a shopper anywhere in the back office; staff on refunds). */
  forbidden: 'FORBIDDEN',
  /** The password must be given again before this (refunds, staff changes): POST /api/v1/admin/reauth. */
  reauthRequired: 'REAUTH_REQUIRED',
  /** The write carried an updated_at older than the record's: someone else saved first. */
  staleRecord: 'STALE_RECORD',
  /** A write to a record that carries updated_at sent none: it would overwrite others' saves blindly. */
  updatedAtRequired: 'UPDATED_AT_REQUIRED',
  /** A move the record's state does not allow (order status, deleting a category that holds products). */
  conflict: 'CONFLICT',
  /** The first-run setup token is wrong, used, or the shop already has an owner. */
  setupTokenInvalid: 'SETUP_TOKEN_INVALID',
  /** The account is disabled by the shop. */
  accountDisabled: 'ACCOUNT_DISABLED',
  /** An upload that claims to be an image of a known kind but cannot be decoded (truncated, corrupt, too many pixels). */
  imageUnreadable: 'IMAGE_UNREADABLE',
  /** A products CSV with at least one bad row: every problem is listed by line and column, nothing is written. */
  importRejected: 'IMPORT_REJECTED',
  /** A metal rate more than 10 % away from the current one, sent without confirm_unusual_change: nothing saved. */
  rateChangeUnusual: 'RATE_CHANGE_UNUSUAL',
} as const;

/** A record's id in a path or body: a positive integer that fits PostgreSQL's integer. */
export const recordIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The optimistic-concurrency stamp a write carries: the updated_at the editor last read (ISO 8601). */
export const updatedAtSchema = z.iso.datetime({ offset: true });

/** Paging of every back-office list: page from 1, per_page up to 100. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

/** A day range of reports and exports: YYYY-MM-DD, both inclusive, in the shop's time zone (IST). */
export const dayRangeQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
