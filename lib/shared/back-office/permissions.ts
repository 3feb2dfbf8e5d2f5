// Who may do what in the back office. The domain checks these on every call (lib/server/access); the
// back office's navigation reads the same table to show each role only what it can open.
export const BACK_OFFICE_ROLES = ['staff', 'owner'] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

export const PERMISSIONS = [
  /** Products, images, categories, carousel slides, coupons. */
  'catalogue',
  /** Orders: list, detail, status moves, shipping, cancelling an unpaid order, CSV export. */
  'orders',
  /** Dashboard figures and the sales report. */
  'reports',
  /** Customers: search, detail. */
  'customers',
  /** Disabling and enabling a customer's account, and turning cash on delivery off or on for them. */
  'customers:disable',
  /** Giving money back (refunds, and cancelling a paid order, which refunds it). */
  'refunds',
  /** Shop settings, legal pages, low-stock threshold. */
  'settings',
  /** Inviting, changing and removing staff. */
  'staff',
  /** Reading the audit log. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF_PERMISSIONS: readonly Permission[] = ['catalogue', 'orders', 'reports', 'customers'];

export const ROLE_PERMISSIONS: Record<BackOfficeRole, readonly Permission[]> = {
  staff: STAFF_PERMISSIONS,
  owner: PERMISSIONS,
};

export function isBackOfficeRole(role: string): role is BackOfficeRole {
  return (BACK_OFFICE_ROLES as readonly string[]).includes(role);
}

export function roleMay(role: string, permission: Permission): boolean {
  return isBackOfficeRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** Back-office sessions: 12 hours from sign-in at most, ended after 1 hour without use. */
export const BACK_OFFICE_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const BACK_OFFICE_SESSION_IDLE_MS = 60 * 60 * 1000;
/** Refunds and staff changes need the password proved within this long (sign-in or re-authentication). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;
