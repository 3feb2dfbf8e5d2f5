// The back-office accounts of the browser tests: written into the e2e database by seed-back-office.ts before
// the server starts (scripts/e2e.mjs), as the shop's owner would with `npm run admin`.
export const E2E_OWNER = {
  email: 'owner@e2e-shop.test',
  password: 'owner-pass-2026',
  firstName: 'Meera',
  lastName: 'Iyer',
};
export const E2E_STAFF = {
  email: 'staff@e2e-shop.test',
  password: 'staff-pass-2026',
  firstName: 'Ravi',
  lastName: 'Kumar',
};

/** Where the owner's alerts go in the browser tests: not the owner's own mailbox, whose newest mail
 *  the sign-in reads its code from, and which every paid order of every test would otherwise fill. */
export const E2E_ALERTS_EMAIL = 'alerts@e2e-shop.test';

export type BackOfficeAccount = typeof E2E_OWNER;
