// An engraved order at a desktop's 1280 px and a phone's 390 px: a signed-in shopper opens a demo silver gift
// that offers engraving, types a name, adds it to the cart, sees the text and the engraving's price in the
// cart and at checkout (with the return rule for pieces made for them), pays with the sandbox card, and
// finds the text on the order.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ENGRAVING_MESSAGES } from '../lib/shared/messages/engraving-messages';
import { PERSONAL_RETURN_MESSAGES } from '../lib/shared/messages/made-to-order-messages';
import { PRODUCT_MESSAGES } from '../lib/shared/messages/product';
import { CART_MESSAGES } from '../lib/shared/messages/cart';
import { formatRupees } from '../lib/shared/money';
import { serverCartOf } from './support/catalogue-and-cart';
import { fillShippingForm, payInSandbox } from './support/checkout-steps';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { registerShopper } from './support/register';

type Offer = { id: number; name: string; price: number; engraving: { max_chars: number; price: number } | null };

async function engravablePiece(request: APIRequestContext): Promise<Offer> {
  const { products } = (await (await request.get('/api/v1/products?per_page=100&search=silver')).json()) as {
    products: (Offer & { stock_quantity: number })[];
  };
  const piece = products.find((p) => p.engraving && p.stock_quantity > 0);
  if (!piece) throw new Error('the demo has no silver gift offering engraving (demo/catalogue/demo-stones.ts)');
  return piece;
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`a shopper orders an engraved piece at ${width} px`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const piece = await engravablePiece(request);
    const context = await browser.newContext({ baseURL, viewport: { width, height }, isMobile: width < 600 });
    const page = await context.newPage();
    await registerShopper(page);
    await page.goto(`/products/${piece.id}`);
    await waitForHydration(page, '#product-engraving');
    const text = width < 600 ? 'Meera' : 'Asha & Ravi';
    await page.getByLabel(ENGRAVING_MESSAGES.inputLabel(piece.engraving!.max_chars)).fill(text);
    // The piece's own button comes first; related pieces below have theirs.
    await page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).first().click();
    await expect
      .poll(async () => (await serverCartOf(page)).cart_items)
      .toEqual([expect.objectContaining({ product_id: piece.id, engraving: { text, price: piece.engraving!.price } })]);

    const total = piece.price + piece.engraving!.price;
    await gotoHydrated(page, '/cart');
    await expect(page.getByText(ENGRAVING_MESSAGES.line(text)).first()).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByText(ENGRAVING_MESSAGES.line(text)).first()).toBeVisible();
    await expect(page.getByText(PERSONAL_RETURN_MESSAGES.checkoutNote)).toBeVisible();
    await fillShippingForm(page);
    await page.getByRole('button', { name: `Pay ${formatRupees(total)}` }).click();
    await payInSandbox(page);
    await expect(page).toHaveURL(/\/order-success$/);

    const { orders } = (await (await page.request.get('/api/v1/orders')).json()) as { orders: { id: number }[] };
    const orderId = orders[0]!.id;
    await gotoHydrated(page, '/orders', '#orders-status-filter');
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await card.getByRole('button', { name: `View Details of order ${orderId}` }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`Order #${orderId}`) });
    await expect(details.getByText(ENGRAVING_MESSAGES.line(text))).toBeVisible();
    await context.close();
  });
}

test('a guest is asked to sign in before engraving, and can still buy the piece plain', async ({ page, request }) => {
  const piece = await engravablePiece(request);
  await gotoHydrated(page, `/products/${piece.id}`);
  await expect(page.getByLabel(ENGRAVING_MESSAGES.inputLabel(piece.engraving!.max_chars))).toBeDisabled();
  const signIn = page.getByRole('link', { name: ENGRAVING_MESSAGES.signInToEngrave });
  await expect(signIn).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/products/${piece.id}`)}`);
  await page.screenshot({ path: 'test-results/engraving-guest.png' });
  await page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).first().click();
  await expect(page.getByText(CART_MESSAGES.added)).toBeVisible();
});
