// Signing a browser into the back office as the e2e owner or staff account. The login is the real one
// (password, then the emailed code), made once per run and its cookies reused by every worker: every login
// mails a code, and one address may be sent five an hour. Playwright starts a fresh worker after each failed
// test, and the two projects have workers of their own, so a per-worker sign-in spent those five codes after a
// couple of failures and every later back-office test failed on "Too many codes requested" (CI of d72afc6).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { emailedCode, mailCount } from './emailed-code';
import { E2E_OWNER, E2E_STAFF, type BackOfficeAccount } from './back-office-accounts';

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

/** Where one account's signed-in cookies are kept for the other workers: per server port and address. */
function cookieFile(email: string): string {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost').port || 'default';
  return path.join(tmpdir(), 'e2e-back-office-sessions', `${port}-${email}.json`);
}

function keptCookies(email: string): Cookie[] | undefined {
  try {
    return JSON.parse(readFileSync(cookieFile(email), 'utf8')) as Cookie[];
  } catch {
    return undefined;
  }
}

function keepCookies(email: string, cookies: Cookie[]): void {
  const file = cookieFile(email);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed, so another worker never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(cookies));
  renameSync(partial, file);
}

async function signIn(page: Page, account: BackOfficeAccount): Promise<void> {
  // Two workers signing the same account in at once each read the newest emailed code, which may be the
  // other's: a refused code is asked for again, as a person would.
  for (let attempt = 1; ; attempt++) {
    const before = await mailCount(page.request, account.email);
    const started = await page.request.post('/api/v1/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { session_token } = (await started.json()) as { session_token: string };
    const code = await emailedCode(page.request, account.email, before);
    const verified = await page.request.post('/api/v1/auth/verify_otp', {
      data: { session_token, otp_code: code, email: account.email, password: account.password },
    });
    if (verified.ok() || attempt === 3) {
      expect(verified.ok(), await verified.text()).toBe(true);
      return;
    }
  }
}

export async function signInToBackOffice(page: Page, who: 'owner' | 'staff' = 'owner'): Promise<BackOfficeAccount> {
  const account = who === 'owner' ? E2E_OWNER : E2E_STAFF;
  const kept = keptCookies(account.email);
  if (kept) {
    await page.context().addCookies(kept);
    // A kept session may be from an earlier run's server, or signed out by a test since: then sign in anew.
    if ((await page.request.get('/api/v1/auth/me')).ok()) return account;
    await page.context().clearCookies();
  }
  await signIn(page, account);
  keepCookies(
    account.email,
    (await page.context().cookies()).filter((cookie) => cookie.name.includes('session')),
  );
  return account;
}
