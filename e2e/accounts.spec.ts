// Accounts journeys: register with the emailed code, logout, login with password and code, a wrong
// code, the resend countdown, and the redirects around login. Codes are read from the outbox, as a person
// would read their mail (GET /api/dev/outbox exists, with the mailbox key, while mail is kept
// instead of delivered).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_VALIDATION_MESSAGES, OTP_DIALOG_MESSAGES } from '@/lib/shared/messages/auth';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { outboxPath } from './support/e2e-mailbox-key';
import { PRIVACY_NOTICE_MESSAGES } from '@/lib/shared/messages/privacy-notice-messages';
import { emailRegisterForm } from './support/register';

const PASSWORD = 'kundan-2024';

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let subject = '';
  await expect
    .poll(async () => {
      const answer = await request.get(outboxPath(email));
      const { messages } = (await answer.json()) as { messages: Array<{ subject: string }> };
      subject = messages[0]?.subject ?? '';
      return /\b\d{6}\b/.test(subject);
    })
    .toBe(true);
  return subject.match(/\b(\d{6})\b/)![1];
}

async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(outboxPath(email));
  return ((await answer.json()) as { messages: unknown[] }).messages.length;
}

const codeField = (page: Page) => page.getByRole('dialog').getByLabel('Verification code');

async function register(page: Page, request: APIRequestContext, email: string, name = 'Ishita Menon') {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await emailRegisterForm(page).getByLabel(PRIVACY_NOTICE_MESSAGES.adultLabel).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await codeField(page).fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function startLogin(page: Page, email: string, from = '/login') {
  if (from) await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('register with the emailed code, log out, and log in again with password and code', async ({ page, request }) => {
  const email = uniqueEmail('journey');
  await register(page, request, email);

  // Logged in: the server knows the session, and the browser keeps only the user (no token, no password).
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByLabel('First name')).toHaveValue('Ishita');
  await expect(page.getByLabel('Last name')).toHaveValue('Menon');
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(JSON.parse(storage).user).toContain(email);
  expect(storage).not.toContain(PASSWORD);
  expect(storage).not.toMatch(/token/i);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // A logged-in shopper is sent home from /login and /register.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

  // Logging in from there comes back to the page that asked for it.
  await startLogin(page, email, '');
  await codeField(page).fill(await latestCode(request, email));
  await codeField(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

test('a wrong code is refused in the dialog, and the resend countdown runs', async ({ page, request }) => {
  test.setTimeout(150_000); // waits out the 60 s resend countdown once
  const email = uniqueEmail('wrongcode');
  await register(page, request, email, 'Rohan');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await startLogin(page, email);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Resend OTP in \d+s/)).toBeVisible();
  const verify = dialog.getByRole('button', { name: 'Verify' });

  // Digits only, at most six; Verify waits for six; Enter with fewer says why.
  await codeField(page).pressSequentially('12ab3');
  await expect(codeField(page)).toHaveValue('123');
  await expect(verify).toBeDisabled();
  await codeField(page).press('Enter');
  await expect(dialog.getByText(AUTH_VALIDATION_MESSAGES.otpInvalid)).toBeVisible();
  await codeField(page).fill('12345678');
  await expect(codeField(page)).toHaveValue('123456');

  const code = await latestCode(request, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField(page).fill(wrong);
  await verify.click();
  await expect(dialog.getByText(OTP_DIALOG_MESSAGES.invalidOtp)).toBeVisible();

  // The countdown keeps going down and ends in a Resend OTP button (60 s: wait for it once).
  await expect(dialog.getByText(/Resend OTP in \d+s/)).toBeVisible();
  const before = await mailCount(request, email);
  await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBeVisible({ timeout: 65_000 });
  await dialog.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(dialog.getByText(/Resend OTP in \d+s/)).toBeVisible();
  await expect.poll(() => mailCount(request, email)).toBe(before + 1);

  await codeField(page).fill(await latestCode(request, email));
  await verify.click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('account pages send a logged-out shopper to login, and empty forms show the rules', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(INPUT_MESSAGES.emailRequired)).toBeVisible();
  await expect(page.getByText(AUTH_VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(INPUT_MESSAGES.emailInvalid)).toBeVisible();
  await expect(page.getByText(AUTH_VALIDATION_MESSAGES.passwordTooShort)).toBeVisible();

  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  for (const text of [
    AUTH_VALIDATION_MESSAGES.fullNameRequired,
    INPUT_MESSAGES.emailRequired,
    AUTH_VALIDATION_MESSAGES.passwordRequired,
    AUTH_VALIDATION_MESSAGES.confirmRequired,
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByLabel('Full name').fill('A');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret2');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(AUTH_VALIDATION_MESSAGES.nameTooShort)).toBeVisible();
  await expect(page.getByText(AUTH_VALIDATION_MESSAGES.passwordsDiffer)).toBeVisible();
});
