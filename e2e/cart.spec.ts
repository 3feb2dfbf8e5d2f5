// The cart page: a guest's lines, quantities, removal, coupons, totals, persistence and tabs in step, and
// the guest cart joining the shopper's server cart at login.
// (Adding from product cards and the detail page belongs to the catalogue pages' journeys.)
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { cartLine, pickProducts, rupees, seedStorage } from './support/guest-cart';
import { serverCartOf } from './support/catalogue-and-cart';
import { logInThroughUi, registerThroughUi } from './support/register';

const quantityOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `Quantity of ${name}` }).getByTestId('line-quantity');

test('an empty cart says so and leads back to the products', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveTitle(/^Cart \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
});

test('a guest changes quantities, removes lines and sees the totals follow', async ({ page, request }) => {
  const { sized, plain } = await pickProducts(request);
  const size = sized.sizes[1];
  await seedStorage(page, { cart: [cartLine(sized, 1, size), cartLine(plain, 2)] });

  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const first = lines.first();
  await expect(first.getByRole('link', { name: sized.name })).toHaveAttribute('href', `/products/${sized.id}`);
  await expect(first).toContainText(`Size ${size}`);
  await expect(first).toContainText(`${rupees(sized.price)} each`);
  await expect(first.locator('img')).toHaveAttribute('alt', sized.name);

  const subtotal = (a: number, b: number) => Math.round((sized.price * a + plain.price * b) * 100) / 100;
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees(subtotal(1, 2)));
  await expect(page.getByTestId('summary-shipping')).toHaveText('FREE');

  // Minus never goes below 1: the button is disabled there.
  await expect(page.getByRole('button', { name: `Decrease quantity of ${sized.name}` })).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${sized.name}` }).click();
  await expect(quantityOf(page, sized.name)).toHaveText('2');
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(subtotal(2, 2)));
  await page.getByRole('button', { name: `Decrease quantity of ${plain.name}` }).click();
  await expect(quantityOf(page, plain.name)).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: 'in your cart' })).toHaveText(
    `3 items in your cart, total ${rupees(subtotal(2, 1))}`,
  );

  // The cart survives a reload.
  await page.reload();
  await expect(quantityOf(page, sized.name)).toHaveText('2');
  await expect(quantityOf(page, plain.name)).toHaveText('1');

  await page.getByRole('button', { name: `Remove ${sized.name} from cart` }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(plain.price));
  await page.getByRole('button', { name: `Remove ${plain.name} from cart` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
});

test('plus stops at 10 per line and at the stock', async ({ page, request }) => {
  const { plain, scarce } = await pickProducts(request);
  await seedStorage(page, { cart: [cartLine(plain, 9), cartLine(scarce, scarce.stock_quantity - 1)] });
  await page.getByRole('button', { name: `Increase quantity of ${plain.name}` }).click();
  await expect(quantityOf(page, plain.name)).toHaveText('10');
  await expect(page.getByRole('button', { name: `Increase quantity of ${plain.name}` })).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${scarce.name}` }).click();
  await expect(quantityOf(page, scarce.name)).toHaveText(String(scarce.stock_quantity));
  await expect(page.getByRole('button', { name: `Increase quantity of ${scarce.name}` })).toBeDisabled();
});

test('a guest applies a coupon, sees the discount, keeps it over a reload and removes it', async ({
  page,
  request,
}) => {
  const { plain } = await pickProducts(request);
  await seedStorage(page, { cart: [cartLine(plain, 3)] });
  const box = page.getByLabel('Coupon code');
  const apply = page.getByRole('button', { name: 'Apply' });

  // Each refusal is the field's own description (its helper text), whatever the snackbar says meanwhile.
  await apply.click();
  await expect(box).toHaveAccessibleDescription('Please enter a coupon code');
  await box.fill('nope');
  await expect(box).toHaveValue('NOPE');
  await expect(box).toHaveAccessibleDescription('');
  await apply.click();
  await expect(box).toHaveAccessibleDescription('Invalid coupon code');
  await box.fill('expired5');
  await expect(box).toHaveAccessibleDescription('');
  await apply.click();
  await expect(box).toHaveAccessibleDescription('Invalid coupon code');

  await box.fill('welcome20');
  await apply.click();
  const chip = page.getByTestId('coupon-chip');
  await expect(chip).toContainText('WELCOME20 · 20% off');
  await expect(box).toHaveCount(0);
  const subtotalPaise = Math.round(plain.price * 100) * 3;
  // The discount is taken off in whole rupees.
  const discountPaise = Math.round((subtotalPaise * 0.2) / 100) * 100;
  await expect(page.getByTestId('summary-discount')).toHaveText(`−${rupees(discountPaise / 100)}`);
  await expect(page.getByTestId('summary-total')).toHaveText(rupees((subtotalPaise - discountPaise) / 100));
  expect(await page.evaluate(() => [localStorage.getItem('cartDiscount'), localStorage.getItem('cartCoupon')])).toEqual(
    ['20', '"WELCOME20"'],
  );

  await page.reload();
  await expect(chip).toContainText('WELCOME20');
  await page.getByTestId('remove-coupon').click();
  await expect(chip).toHaveCount(0);
  await expect(page.getByLabel('Coupon code')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(subtotalPaise / 100));
});

test('a coupon check that cannot reach the server falls back to the local coupon table', async ({ page, request }) => {
  const { plain } = await pickProducts(request);
  await seedStorage(page, { cart: [cartLine(plain, 1)] });
  await page.route('**/api/v1/coupons/**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Coupon code').fill('GOLD30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-chip')).toContainText('GOLD30 · 30% off');
});

test('two tabs show the same guest cart', async ({ page, context, request }) => {
  const { plain } = await pickProducts(request);
  await seedStorage(page, { cart: [cartLine(plain, 1)] });
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(quantityOf(other, plain.name)).toHaveText('1');
  await page.getByRole('button', { name: `Increase quantity of ${plain.name}` }).click();
  await expect(quantityOf(other, plain.name)).toHaveText('2');
  await other.getByRole('button', { name: `Remove ${plain.name} from cart` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('the cart page has no serious accessibility problems', async ({ page, request }) => {
  const { sized, plain } = await pickProducts(request);
  await seedStorage(page, { cart: [cartLine(sized, 2, sized.sizes[0]), cartLine(plain, 1)] });
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a guest cart joins the server cart at registration, is gone after logout and comes back at the next login', async ({
  page,
  request,
}) => {
  const { plain, otherPlain } = await pickProducts(request);
  await seedStorage(page, {
    cart: [cartLine(plain, 2), cartLine(otherPlain, 1)],
    cartDiscount: 20,
    cartCoupon: 'WELCOME20',
  });
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  const shopper = await registerThroughUi(page);
  // The guest cart is now the shopper's server cart, and the browser keeps no copy of it.
  await expect
    .poll(async () => (await serverCartOf(page)).cart_items.map((line) => [line.product_id, line.quantity]))
    .toEqual([
      [plain.id, 2],
      [otherPlain.id, 1],
    ]);
  expect((await serverCartOf(page)).coupon_code).toBe('WELCOME20');
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('cart'),
        localStorage.getItem('cartDiscount'),
        localStorage.getItem('cartCoupon'),
      ]),
    )
    .toEqual([null, null, null]);
  await page.goto('/cart');
  await expect(quantityOf(page, plain.name)).toHaveText('2');
  await expect(quantityOf(page, otherPlain.name)).toHaveText('1');
  await expect(page.getByTestId('coupon-chip')).toContainText('WELCOME20 · 20% off');
  await expect(page.getByRole('banner').getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(3) })).toBeVisible();

  // Logged out, this browser's cart is empty.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(0) })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  // Logged in again with password and emailed code: the server cart is back.
  await logInThroughUi(page, shopper);
  await page.goto('/cart');
  await expect(quantityOf(page, plain.name)).toHaveText('2');
  await expect(quantityOf(page, otherPlain.name)).toHaveText('1');
  await expect(page.getByTestId('coupon-chip')).toContainText('WELCOME20 · 20% off');
  await expect(page.getByRole('banner').getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(3) })).toBeVisible();
});
