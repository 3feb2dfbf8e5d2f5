// A buyer joins the owner's monthly savings plan and pays the first instalment in the shop's checkout window
// (the sandbox card page), at 1280 and 390 px: the terms are shown before enrolling, and the paid instalment
// appears with its receipt voucher.
import { expect, test } from '@playwright/test';
import { SAVINGS_PAGE_MESSAGES as M } from '../lib/shared/messages/savings-page';
import { formatRupees } from '../lib/shared/money';
import { payInSandbox } from './support/checkout-steps';
import { gotoHydrated } from './support/hydration';
import { registerShopper } from './support/register';
import { signInToBackOffice } from './support/back-office';

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`a buyer enrols in a savings plan and pays the first instalment at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const phone = width < 600;
    const owner = await (await browser.newContext({ baseURL, viewport: { width, height } })).newPage();
    await signInToBackOffice(owner, 'owner');
    const made = await owner.request.post('/api/v1/admin/savings/plans', {
      data: {
        name: `Wedding kitty ${width}`,
        months: 2,
        min_instalment: 1000,
        max_instalment: 50000,
        bonus_percent: 100,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { plan } = (await made.json()) as { plan: { id: number; terms: string[] } };
    await owner.context().close();

    const context = await browser.newContext({
      baseURL,
      viewport: { width, height },
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    await registerShopper(page);
    await gotoHydrated(page, '/profile');
    await page.getByRole('link', { name: M.accountLink }).click();
    await expect(page).toHaveURL(/\/profile\/savings$/);

    const card = page.getByTestId(`savings-plan-${plan.id}`);
    await expect(card.getByText(plan.terms[3]!)).toBeVisible();
    const enrol = card.getByRole('button', { name: M.enrol });
    await expect(enrol).toBeDisabled();
    await card.getByLabel(M.instalmentLabel).fill('5000');
    await card.getByLabel(M.agree).check();
    const enrolled = page.waitForResponse((r) => r.url().endsWith('/api/v1/savings/enrolments'));
    await enrol.click();
    const { enrolment } = (await (await enrolled).json()) as { enrolment: { id: number } };

    const mine = page.getByTestId(`savings-enrolment-${enrolment.id}`);
    await expect(mine.getByTestId('savings-paid-count')).toHaveText(M.paidOf(0, 2));
    await page.screenshot({ path: `test-results/savings-enrolled-${width}.png`, fullPage: true });
    await mine.getByRole('button', { name: M.pay(formatRupees(5000)) }).click();
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/v1/payments/verify'));
    await payInSandbox(page);
    expect((await verified).status()).toBe(200);

    await expect(mine.getByTestId('savings-paid-count')).toHaveText(M.paidOf(1, 2));
    await expect(mine.getByTestId('savings-vouchers')).toContainText(/RV\/\d{2}-\d{2}\/\d{4}/);
    await expect(mine.getByText(M.paidThisMonth)).toBeVisible();
    await expect(mine.getByRole('button', { name: M.pay(formatRupees(5000)) })).toBeDisabled();
    await page.screenshot({ path: `test-results/savings-paid-${width}.png`, fullPage: true });
    await context.close();
  });
}
