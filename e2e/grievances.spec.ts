// The buyer's DPDP rights in the browser, at 1280 and 390 px: the privacy page itemises the notice with the
// retention table; the register form will not send without the age confirmation; a buyer names a nominee
// on the profile, raises a grievance from the footer's link and gets a reference and an acknowledgement; the
// owner answers and resolves it from the back office's queue, and the buyer reads the reply.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { GRIEVANCE_MESSAGES as G } from '../lib/shared/messages/grievance-messages';
import { NOMINEE_MESSAGES as N } from '../lib/shared/messages/nominee-messages';
import { PRIVACY_NOTICE_MESSAGES as P } from '../lib/shared/messages/privacy-notice-messages';
import { LAYOUT_MESSAGES } from '../lib/shared/messages/layout';
import { RETENTION } from '../lib/shared/retention';
import { policyPath } from '../lib/shared/policy-pages';
import { signInToBackOffice } from './support/back-office';
import { outboxPath } from './support/e2e-mailbox-key';
import { waitForHydration } from './support/hydration';
import { registerShopper } from './support/register';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function ownerAnswers(browser: Browser, viewport: { width: number; height: number }, reference: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInToBackOffice(page, 'owner');
  await page.goto('/admin/grievances');
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card).toBeVisible();
  await card.getByLabel(G.replyLabel).fill('We are sending a replacement band.');
  await card.getByRole('button', { name: G.sendAndResolve }).click();
  await expect(card.getByText(G.statusLabel.resolved)).toBeVisible();
  await context.close();
}

const mailSubjects = async (page: Page, email: string) =>
  ((await (await page.request.get(outboxPath(email))).json()) as { messages: { subject: string }[] }).messages.map(
    (m) => m.subject,
  );

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the privacy page itemises the notice and the register form asks for 18+ (${name})`, async ({ page }) => {
      await page.goto(policyPath('privacy'));
      await expect(page.getByRole('heading', { name: P.heading })).toBeVisible();
      for (const rule of Object.values(RETENTION)) {
        const what = rule.what.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(page.getByRole('row', { name: new RegExp(`${what}.*${P.days(rule.days)}`) })).toBeVisible();
      }
      await expect(page.getByText(P.board)).toBeVisible();

      await page.goto('/register');
      await waitForHydration(page, 'form button[type="submit"]');
      await page.getByLabel('Full name').fill('Meera Iyer');
      await page.getByLabel('Email').fill(`minor.${Date.now()}@example.com`);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
      await page.getByLabel('Confirm password').fill('secret123');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText(P.adultRequired)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Both forms (mobile number and email) link the notice beside their age confirmation.
      const noticeLinks = page.getByRole('link', { name: P.noticeLink });
      await expect(noticeLinks).toHaveCount(2);
      for (const link of await noticeLinks.all()) await expect(link).toHaveAttribute('href', policyPath('privacy'));
    });

    test(`a buyer names a nominee and raises a grievance the owner resolves (${name})`, async ({ page, browser }) => {
      const shopper = await registerShopper(page);
      await page.goto('/profile');
      await waitForHydration(page, 'form button[type="submit"]');
      await page.getByLabel(N.nameLabel).fill('Kavita Iyer');
      await page.getByLabel(N.phoneLabel).fill('98765 43210');
      await page.getByRole('button', { name: N.save }).click();
      await expect(page.getByText(N.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(N.phoneLabel)).toHaveValue('+919876543210');

      await page.getByRole('contentinfo').getByRole('link', { name: LAYOUT_MESSAGES.raiseGrievance }).click();
      await page.waitForURL('**/profile/grievances');
      await waitForHydration(page, 'form button[type="submit"]');
      await page.getByLabel(G.subjectLabel).fill('Ring arrived scratched');
      await page.getByLabel(G.messageLabel).fill('The band has a deep scratch.');
      await page.getByRole('button', { name: G.submit }).click();
      const sent = page
        .getByRole('alert')
        .filter({ hasText: /GRV-\d{4}-\d{6}/ })
        .first();
      await expect(sent).toBeVisible();
      const reference = (await sent.textContent())!.match(/GRV-\d{4}-\d{6}/)![0];
      await expect.poll(() => mailSubjects(page, shopper.email)).toContain(G.ackSubject(reference));

      await ownerAnswers(browser, viewport, reference);
      await expect.poll(() => mailSubjects(page, shopper.email)).toContain(G.replySubject(reference));
      await page.reload();
      const mine = page.getByRole('article', { name: reference });
      await expect(mine.getByText('We are sending a replacement band.')).toBeVisible();
      await expect(mine.getByText(G.statusLabel.resolved)).toBeVisible();
      // Nothing overflows the phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
