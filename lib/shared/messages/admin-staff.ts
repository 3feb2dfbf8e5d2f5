// Texts of the owner's first run, staff accounts and re-authentication.
export const ADMIN_STAFF_MESSAGES = {
  setupTitle: "Create the shop owner's account",
  setupIntro: 'This account runs the shop: products, orders, refunds, settings and staff. You sign in with it at the login page, with your password and a code sent to this email.',
  setupTokenInvalid: 'This set-up link is not valid: it was already used, or the shop already has an owner. Restart the server for a new link, or log in.',
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
} as const;
