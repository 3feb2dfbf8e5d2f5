// Logged-in shoppers for browser tests, made through the real account API (spec section 7, Authentication):
// send_otp, the code read from the development outbox, verify_otp, which sets the httpOnly session cookie.
// The requests go through page.request, so the cookie lands in the page's browser context; the browser then
// keeps the user the verify call answered under localStorage `user`, exactly as the login page does
// (finishLogin), so the header, the cart store and every page see the same login the server does.
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/shared/storage-keys';
import type { SessionUser } from '@/lib/shared/schemas/client-state-schema';
import { emailedCode, mailCount } from './emailed-code';
import { PRIVACY_NOTICE_MESSAGES } from '@/lib/shared/messages/privacy-notice-messages';

export type Shopper = { email: string; password: string; firstName: string; lastName: string };

export function newShopper(): Shopper {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { email: `e2e-${suffix}@example.com`, password: 'secret123', firstName: 'Meera', lastName: 'Iyer' };
}

export const fullName = (shopper: Shopper) => `${shopper.firstName} ${shopper.lastName}`;

/** What finishLogin leaves in the browser: the user for the UI, never a token. Needs a page on our origin. */
async function rememberUser(page: Page, user: SessionUser): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.user,
    JSON.stringify(user),
  ] as const);
}

/** A new account, registered through the API; the page's browser is logged in as the login page leaves it. */
export async function registerShopper(page: Page, shopper: Shopper = newShopper()): Promise<Shopper> {
  const sent = await page.request.post('/api/v1/auth/send_otp', {
    data: { email: shopper.email, purpose: 'registration' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { session_token } = (await sent.json()) as { session_token: string };

  const verified = await page.request.post('/api/v1/auth/verify_otp', {
    data: {
      session_token,
      otp_code: await emailedCode(page.request, shopper.email),
      user: {
        first_name: shopper.firstName,
        last_name: shopper.lastName,
        email: shopper.email,
        password: shopper.password,
        password_confirmation: shopper.password,
      },
    },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  await rememberUser(page, ((await verified.json()) as { user: SessionUser }).user);
  return shopper;
}

/** The register page's email form: the mobile number's form above it has an 18+ box of its own. */
export const emailRegisterForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Full name' }) });

/** A new account, registered on the /register page with the emailed code, as a shopper does it. */
export async function registerThroughUi(page: Page, shopper: Shopper = newShopper()): Promise<Shopper> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName(shopper));
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await emailRegisterForm(page).getByLabel(PRIVACY_NOTICE_MESSAGES.adultLabel).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await enterEmailedCode(page, shopper, 0);
  return shopper;
}

/** Logs in on the /login page: email and password, then the emailed code. */
export async function logInThroughUi(page: Page, shopper: Shopper): Promise<void> {
  const before = await mailCount(page.request, shopper.email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await enterEmailedCode(page, shopper, before);
}

async function enterEmailedCode(page: Page, shopper: Shopper, seenBefore: number): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await emailedCode(page.request, shopper.email, seenBefore));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.user))
    .toContain(shopper.email);
}
