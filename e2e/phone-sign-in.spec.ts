// Signing in with a mobile number (issue 50), at 1280 px and at 390 px: register with the number and a code
// sent by SMS, then log out and log in with a code sent on WhatsApp. The codes are read from the development
// outbox (GET /api/dev/outbox?to=<number>, which lists SMS and WhatsApp messages beside mail), as the
// shopper would read them on their phone. Both widths run in the desktop project, each in its own context.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { outboxPath } from './support/e2e-mailbox-key';
import { PRIVACY_NOTICE_MESSAGES } from '../lib/shared/messages/privacy-notice-messages';

type Kept = { channel?: string; text?: string; subject?: string };

/** A number nobody else in the run uses: '9' and nine digits. */
const uniqueMobile = () =>
  `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

async function sentCode(request: APIRequestContext, phone: string, channel: 'sms' | 'whatsapp', seen: number) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(outboxPath(phone));
        const { messages } = (await answer.json()) as { messages: Kept[] };
        const newest = messages.length > seen ? messages[0] : undefined;
        code = newest?.channel === channel ? newest.text?.match(/\b(\d{6})\b/)?.[1] : undefined;
        return Boolean(code);
      },
      { message: `a 6-digit code by ${channel}` },
    )
    .toBe(true);
  return code!;
}

async function keptCount(request: APIRequestContext, phone: string) {
  const answer = await request.get(outboxPath(phone));
  return ((await answer.json()) as { messages: Kept[] }).messages.length;
}

async function enterCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

async function registerAndLogInAgain(page: Page, request: APIRequestContext) {
  const mobile = uniqueMobile();
  const phone = `+91${mobile}`;

  await page.goto('/register');
  // The mobile number comes first, before the email form.
  const mobileSection = page.getByRole('region', { name: 'With your mobile number' });
  const mobileField = mobileSection.getByRole('textbox', { name: 'Mobile number', exact: true });
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  const [mobileBox, emailBox] = [await mobileField.boundingBox(), await emailField.boundingBox()];
  expect(mobileBox!.y).toBeLessThan(emailBox!.y);

  await mobileSection.getByRole('textbox', { name: 'First name' }).fill('Kavya');
  await mobileField.fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await mobileSection.getByRole('checkbox', { name: PRIVACY_NOTICE_MESSAGES.adultLabel }).check();
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await enterCode(page, await sentCode(request, phone, 'sms', 0));
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/profile');
  await expect(page.getByTestId('profile-phone')).toHaveText(phone);

  // Log out, and back in with a code on WhatsApp.
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/profile');
  await page.goto('/login');
  const seen = await keptCount(request, phone);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(phone);
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await enterCode(page, await sentCode(request, phone, 'whatsapp', seen));
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-phone')).toHaveText(phone);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('registers with a mobile number and an SMS code, then logs in with a WhatsApp code', async ({
    page,
    request,
  }) => {
    await registerAndLogInAgain(page, request);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('registers with a mobile number and an SMS code, then logs in with a WhatsApp code', async ({
    page,
    request,
  }) => {
    await registerAndLogInAgain(page, request);
  });
});
