// Who may do what in the back office. The domain checks these on every call (lib/server/access); the
// back office's navigation reads the same list to show each account only what it can open.
// The owner has every permission; a staff member has the ones the owner gave them (GRANTABLE_PERMISSIONS),
// stored per account and read with the session, so a change applies at the account's next request.
export const BACK_OFFICE_ROLES = ['staff', 'owner'] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

export const PERMISSIONS = [
  /** Orders: list, detail, status moves, shipping, cancelling an unpaid order, CSV export, resending mail. */
  'orders',
  /** Products, variants, product images, categories. */
  'catalogue',
  /** The metal rates (gold, silver...), which re-price every rate-priced product at once. */
  'rates',
  /** Coupons and offers. */
  'coupons',
  /** Customers: search, detail. */
  'customers',
  /** What the storefront says: carousel slides and the legal pages. */
  'content',
  /** Dashboard figures and the reports. */
  'reports',
  /** Disabling and enabling a customer's account, and turning cash on delivery off or on for them. */
  'customers:disable',
  /** Giving money back (refunds, and cancelling a paid order, which refunds it). */
  'refunds',
  /** Shop settings (all but the legal pages), low-stock threshold, logo. */
  'settings',
  /** Inviting, changing and removing staff. */
  'staff',
  /** Reading the audit log. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What the owner may give a staff member. Money going out, locking shoppers out, the shop's settings, the
 * staff and the audit log of everyone's actions stay the owner's.
 */
export const GRANTABLE_PERMISSIONS = [
  'orders',
  'catalogue',
  'rates',
  'coupons',
  'customers',
  'content',
  'reports',
] as const;
export type GrantablePermission = (typeof GRANTABLE_PERMISSIONS)[number];

/** A new helper's permissions unless the owner chooses others: everything grantable but the metal rates. */
export const DEFAULT_STAFF_PERMISSIONS: readonly GrantablePermission[] = GRANTABLE_PERMISSIONS.filter(
  (p) => p !== 'rates',
);

export function isBackOfficeRole(role: string): role is BackOfficeRole {
  return (BACK_OFFICE_ROLES as readonly string[]).includes(role);
}

export function isGrantablePermission(value: string): value is GrantablePermission {
  return (GRANTABLE_PERMISSIONS as readonly string[]).includes(value);
}

/** Everything an account may do: the owner all, staff what was granted (anything else stored is ignored). */
export function effectivePermissions(role: BackOfficeRole, granted: readonly string[]): Permission[] {
  if (role === 'owner') return [...PERMISSIONS];
  return GRANTABLE_PERMISSIONS.filter((p) => granted.includes(p));
}

/** Whether an actor (or the client's copy of its permissions) may do this. */
export function mayDo(holder: { permissions: readonly Permission[] }, permission: Permission): boolean {
  return holder.permissions.includes(permission);
}

/** Back-office sessions: 12 hours from sign-in at most, ended after 1 hour without use. */
export const BACK_OFFICE_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const BACK_OFFICE_SESSION_IDLE_MS = 60 * 60 * 1000;
/** Refunds and staff changes need the password proved within this long (sign-in or re-authentication). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;
