// The error codes every back-office call shares.
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
