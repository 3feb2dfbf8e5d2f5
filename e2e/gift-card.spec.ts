// Buying a gift card at a desktop's 1280 px and a phone's 390 px: a signed-in shopper fills the gift card form,
// pays in the same sandbox window orders use, sees the card among those bought, and the recipient's mailed
// code reads its balance and last day in the balance check.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { GIFT_CARD_MESSAGES as M } from '../lib/shared/messages/gift-cards';
import { payInSandbox } from './support/checkout-steps';
import { outboxPath } from './support/e2e-mailbox-key';
import { uniqueEmail } from './support/emailed-code';
import { gotoHydrated } from './support/hydration';
import { registerShopper } from './support/register';

/** The grouped code in the newest mail to the recipient. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(outboxPath(email));
        const { messages } = (await res.json()) as { messages: { text: string }[] };
        code = messages[0]?.text.match(/\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/)?.[1];
        return Boolean(code);
      },
      { message: 'the recipient is mailed a gift card code' },
    )
    .toBe(true);
  return code!;
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`a shopper buys a gift card through the sandbox at ${width} px`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: { width, height }, isMobile: width < 600 });
    const page = await context.newPage();
    await registerShopper(page);
    const recipient = uniqueEmail('gift-recipient');

    await gotoHydrated(page, '/gift-cards');
    await expect(page.getByRole('heading', { level: 1, name: M.pageTitle })).toBeVisible();
    const form = page.getByRole('form', { name: M.buyHeading });
    await form.getByLabel(M.amountLabel).fill('2000');
    await form.getByLabel(M.recipientNameLabel).fill('Ira');
    await form.getByLabel(M.recipientEmailLabel).fill(recipient);
    await form.getByLabel(M.messageLabel).fill('Happy birthday!');
    await form.getByRole('button', { name: M.payButton }).click();
    await payInSandbox(page);
    await expect(form.getByRole('status')).toContainText(M.paid);
    await expect(page.getByTestId('gift-card-purchases')).toContainText(M.cardLine(2000, 'Ira'));

    const code = await mailedCode(request, recipient);
    const check = page.getByRole('form', { name: M.checkHeading });
    await check.getByLabel(M.codeLabel).fill(code.toLowerCase());
    await check.getByRole('button', { name: M.checkButton }).click();
    await expect(page.getByTestId('gift-card-balance')).toContainText(M.balanceLine(2000));
    await expect(page.getByTestId('gift-card-balance')).toContainText(M.statusActive);
    // Nothing on the page is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });
}
