// Signing a browser into the back office as the e2e owner or staff account. The login is the real one
// (password, then the emailed code), made once per test worker and its cookies reused: every login mails a
// code, and one address may be sent five an hour.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { emailedCode, mailCount } from './register';
import { E2E_OWNER, E2E_STAFF, type BackOfficeAccount } from './back-office-accounts';

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];
const signedIn = new Map<string, Cookie[]>();

export async function signInToBackOffice(page: Page, who: 'owner' | 'staff' = 'owner'): Promise<BackOfficeAccount> {
  const account = who === 'owner' ? E2E_OWNER : E2E_STAFF;
  let cookies = signedIn.get(account.email);
  if (!cookies) {
    // Two workers signing the same account in at once each read the newest emailed code, which may be the
    // other's: a refused code is asked for again, as a person would.
    for (let attempt = 1; ; attempt++) {
      const before = await mailCount(page.request, account.email);
      const started = await page.request.post('/api/v1/auth/login', { data: { email: account.email, password: account.password } });
      expect(started.ok(), await started.text()).toBe(true);
      const { session_token } = (await started.json()) as { session_token: string };
      const code = await emailedCode(page.request, account.email, before);
      const verified = await page.request.post('/api/v1/auth/verify_otp', {
        data: { session_token, otp_code: code, email: account.email, password: account.password },
      });
      if (verified.ok() || attempt === 3) {
        expect(verified.ok(), await verified.text()).toBe(true);
        break;
      }
    }
    cookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes('session'));
    signedIn.set(account.email, cookies);
  } else {
    await page.context().addCookies(cookies);
  }
  return account;
}
