// Texts of the owner's first run, staff accounts and re-authentication.
import { GRANTABLE_PERMISSIONS, type GrantablePermission } from '@/lib/shared/back-office/permissions';

const GRANTABLE_LIST = GRANTABLE_PERMISSIONS.join(', ');
export const ADMIN_STAFF_MESSAGES = {
  setupTitle: "Create the shop owner's account",
  setupIntro:
    'This account runs the shop: products, orders, refunds, settings and staff. You sign in with it at the login page, with your password and a code sent to this email.',
  setupTokenInvalid:
    'This set-up link is not valid: it was already used, or the shop already has an owner. Restart the server for a new link, or log in.',
  setupSubmit: 'Create owner account',
  setupDone: 'The owner account is ready. Log in to open the back office.',
  goToLogin: 'Go to login',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  alreadyOwner: 'This account is the owner already',
  passwordForNewStaff: 'A new staff account needs a password (--password)',
  noSuchStaff: 'No staff account has this email',
  lastOwner: 'The shop must keep at least one owner',
  inviteInvalid:
    'This invitation is not valid: it was used, withdrawn or is more than 7 days old. Ask the shop owner for a new one.',
  inviteTitle: 'Join the shop as staff',
  inviteIntro:
    'Choose your name and a password. You sign in at the login page with this email, your password and a code sent to you.',
  inviteSubmit: 'Create staff account',
  inviteDone: 'Your staff account is ready. Log in to open the back office.',
  inviteNotFound: 'Invitation not found',
  alreadyStaff: 'This account is in the staff already',
  roleInvalid: 'Choose staff or owner',
  cannotChangeSelf: 'You cannot change or remove your own account here',
  permissionsInvalid: 'Send permissions as a list of names',
  permissionUnknown: (name: string) => `"${name}" is not a permission: choose from ${GRANTABLE_LIST}`,
  permissionOwnerOnly: (name: string) => `"${name}" stays with the owner and cannot be given to staff`,
  patchEmpty: 'Send a role, permissions, or both',
  permissionsOfOwner: 'An owner has every permission: make the account staff to choose what it may do',
} as const;

/** What each permission opens, as the staff page names it. */
export const PERMISSION_LABELS: Record<GrantablePermission, string> = {
  orders: 'Orders',
  catalogue: 'Products and categories',
  rates: 'Metal rates (re-price the catalogue)',
  coupons: 'Coupons',
  customers: 'Customers',
  content: 'Carousel and legal pages',
  reports: 'Dashboard and reports',
};
