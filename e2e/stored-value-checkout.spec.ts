// Checking out with stored value, at 1280 and 390 px: the owner issues a gift card by hand, the shopper applies
// its code at checkout, sees it as a deduction and the amount to pay, and an order the card covers in full is
// placed with the "Place order" button, without the card window.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHECKOUT_STORED_VALUE_MESSAGES as M } from '@/lib/shared/messages/checkout-stored-value';
import { formatRupees } from '@/lib/shared/money';
import { signInToBackOffice } from './support/back-office';
import { registerShopper } from './support/register';
import { fillCart, pickProduct, type CatalogueProduct } from './support/catalogue-and-cart';

async function fillShipping(page: Page) {
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Address Line 1').fill('14 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Pincode').fill('560025');
}

/** A goodwill gift card of `rupees`, issued by the owner in a page of their own; answers its code. */
async function issueGiftCard(browser: Browser, rupees: number): Promise<string> {
  const ownerPage = await browser.newPage();
  try {
    const owner = await signInToBackOffice(ownerPage, 'owner');
    expect((await ownerPage.request.post('/api/v1/admin/reauth', { data: { password: owner.password } })).ok()).toBe(
      true,
    );
    const issued = await ownerPage.request.post('/api/v1/admin/gift_cards', {
      data: { amount: rupees, recipient_email: 'friend@example.com', reason: 'Checkout test' },
    });
    expect(issued.status(), await issued.text()).toBe(201);
    return ((await issued.json()) as { gift_card: { code: string } }).gift_card.code;
  } finally {
    await ownerPage.close();
  }
}

async function checkoutWith(page: Page, product: CatalogueProduct, code: string) {
  await fillCart(page, product, 1);
  await page.goto('/checkout');
  await expect(page.getByText(product.name)).toBeVisible();
  await fillShipping(page);
  await page.getByLabel(M.giftCardField).fill(code);
  await page.getByRole('button', { name: M.applyGiftCard }).click();
  await expect(page.getByTestId('checkout-deductions')).toContainText(M.deduction(M.giftCardLabel(code.slice(-4))));
}

test('a gift card pays part of the order: the summary shows it and the amount left to pay', async ({
  page,
  request,
  browser,
}) => {
  const product = await pickProduct(request, 3, 1);
  test.skip(product.price <= 500, 'the cheapest pieces cost no more than the smallest gift card');
  const code = await issueGiftCard(browser, 500);
  await registerShopper(page);
  await checkoutWith(page, product, code);
  const left = formatRupees(product.price - 500);
  await expect(page.getByTestId('checkout-deductions')).toContainText(left);
  await expect(page.getByRole('button', { name: `Pay ${left}` })).toBeVisible();
});

test('an order the gift card covers in full is placed without the card window', async ({ page, request, browser }) => {
  const product = await pickProduct(request);
  test.skip(product.price > 1_00_000, 'no piece within the largest gift card');
  const code = await issueGiftCard(browser, Math.max(500, Math.ceil(product.price)));
  await registerShopper(page);
  await checkoutWith(page, product, code);
  await expect(page.getByTestId('checkout-deductions')).toContainText(M.amountToPay);
  await page.getByRole('button', { name: M.placeCovered, exact: true }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  const orders = await page.request.get('/api/v1/orders');
  const [latest] = ((await orders.json()) as { orders: { status: string; amount_payable: number }[] }).orders;
  expect(latest).toMatchObject({ status: 'confirmed', amount_payable: 0 });
});
