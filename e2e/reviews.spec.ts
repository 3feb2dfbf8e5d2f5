// Reviews: a shopper whose order was delivered writes a review from the product page; it shows only
// once the owner approves it in the back office, with the owner's reply under it, and the page's rating and
// structured data count it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { REVIEW_MESSAGES as M } from '@/lib/shared/messages/product-review';
import { REVIEW_WRITING_MESSAGES as W } from '@/lib/shared/messages/review-writing';
import { REVIEW_MODERATION_MESSAGES as O } from '@/lib/shared/messages/review-moderation';
import { registerShopper } from './support/register';
import { pickProduct, type CatalogueProduct } from './support/catalogue-and-cart';
import { SHIPPING_ADDRESS } from './support/order-api';
import { signInToBackOffice } from './support/back-office';
import { gotoHydrated } from './support/hydration';

type ReviewPage = { review_count: number; reviews: { title: string; reply: string | null }[] };

async function ownerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToBackOffice(page, 'owner');
  return page;
}

/** A cash-on-delivery order of one piece, shipped and delivered by the owner through the back office's API. */
async function deliveredOrder(shopper: Page, owner: Page, product: CatalogueProduct): Promise<number> {
  const placed = await shopper.request.post('/api/v1/payments/create-order', {
    data: {
      shipping_address: SHIPPING_ADDRESS,
      currency: 'INR',
      cart_items: [{ product_id: product.id, quantity: 1, price: product.price }],
      total_amount: product.price,
      payment_method: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number } };
  const shipped = { status: 'shipped', courier: 'Delhivery', tracking_number: `DLREV${order.id}` };
  const moves = [shipped, { status: 'delivered' }];
  for (const data of moves) {
    const moved = await owner.request.post(`/api/v1/admin/orders/${order.id}/status`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order.id;
}

test('a buyer writes a review, the owner approves and answers it, the page shows both', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerPage(browser, baseURL);
  await registerShopper(page);
  const product = await pickProduct(page.request, 3, 6);
  const before = (await (await page.request.get(`/api/v1/products/${product.id}/reviews`)).json()) as ReviewPage;

  // Before delivery there is no button: only a buyer who received the piece may review it.
  const asked = page.waitForResponse((r) => r.url().endsWith(`/products/${product.id}/reviews/eligibility`));
  await gotoHydrated(page, `/products/${product.id}`);
  expect(await (await asked).json()).toEqual({ can_review: false, reviewed: false });
  await expect(page.getByRole('heading', { level: 2, name: M.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: M.writeButton })).toHaveCount(0);

  await deliveredOrder(page, owner, product);
  const title = `Lovely finish ${Date.now()}`;
  await gotoHydrated(page, `/products/${product.id}`);
  await page.getByRole('button', { name: M.writeButton }).click();
  const dialog = page.getByRole('dialog', { name: W.dialogTitle });
  // An empty form is refused in the dialog, naming the stars.
  await dialog.getByRole('button', { name: W.submit }).click();
  await expect(dialog.getByText(W.ratingInvalid)).toBeVisible();
  // A shopper clicks the fourth star (its label); the radio itself is visually hidden.
  await dialog.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(dialog.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await dialog.getByRole('textbox', { name: W.titleLabel }).fill(title);
  const words = 'Wore it to a wedding. Everyone asked where it came from.';
  await dialog.getByRole('textbox', { name: W.bodyLabel }).fill(words);
  await dialog.getByRole('button', { name: W.submit }).click();
  await expect(page.getByText(M.sent)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Waiting for the owner: not on the page yet.
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);

  // The back office has no shop header: wait for the review cards' buttons to hydrate instead.
  await gotoHydrated(owner, '/admin/reviews', 'main article button');
  const card = owner.getByRole('article', { name: title });
  await expect(card.getByText(O.adminStatus.pending)).toBeVisible();
  await card.getByRole('button', { name: O.adminApprove }).click();
  await expect(card.getByText(O.adminStatus.approved)).toBeVisible();
  await card.getByRole('textbox', { name: O.adminReplyLabel }).fill('Thank you for wearing it to the wedding!');
  await card.getByRole('button', { name: O.adminSaveReply }).click();
  const reviews = async () =>
    ((await (await page.request.get(`/api/v1/products/${product.id}/reviews`)).json()) as ReviewPage).reviews;
  await expect
    .poll(async () => (await reviews()).find((r) => r.title === title)?.reply)
    .toBe('Thank you for wearing it to the wedding!');
  await owner.context().close();

  // The approval expired the page's cache: the review, the reply, the count and the JSON-LD follow at once.
  await page.goto(`/products/${product.id}`);
  const section = page.getByRole('region', { name: M.heading });
  const review = section.getByRole('article', { name: title });
  await expect(review).toBeVisible();
  await expect(review.getByText(words)).toBeVisible();
  await expect(review.getByText('Thank you for wearing it to the wedding!')).toBeVisible();
  await expect(review.getByRole('img', { name: M.stars(4) })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  type ProductLd = { '@type': string; aggregateRating?: { reviewCount: number }; review?: { name: string }[] };
  const productLd = ld
    .map((text) => JSON.parse(text) as ProductLd)
    .find((d) => d['@type'] === 'Product' || d['@type'] === 'ProductGroup')!;
  expect(productLd.aggregateRating?.reviewCount).toBe(before.review_count + 1);
  expect(productLd.review?.map((r) => r.name)).toContain(title);
  // The buyer has reviewed the piece: no second button.
  await expect(page.getByText(M.alreadyWritten)).toBeVisible();
  await expect(page.getByRole('button', { name: M.writeButton })).toHaveCount(0);
});
