// The wishlist page: empty state, saved products, moving one to the cart, removing one.
import { expect, test } from '@playwright/test';
import { pickProducts, seedStorage, wishlistItem, rupees } from './support/guest-cart';

test('an empty wishlist says so and leads to the products', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveTitle(/^Wishlist \|/);
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
});

test('a saved product moves to the cart and leaves the wishlist; another is removed', async ({ page, request }) => {
  const { plain, otherPlain } = await pickProducts(request);
  await page.goto('/wishlist');
  await seedStorage(page, { wishlist: [wishlistItem(plain), wishlistItem(otherPlain)] });

  const cards = page.getByTestId('wishlist-item');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('link', { name: plain.name })).toHaveAttribute('href', `/products/${plain.id}`);
  await expect(cards.first()).toContainText(rupees(plain.price));

  await page.getByRole('button', { name: `Move ${plain.name} to cart` }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'in your wishlist' })).toHaveText('1 item in your wishlist');

  await page.getByRole('button', { name: `Remove ${otherPlain.name} from wishlist` }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: plain.name })).toBeVisible();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
});

test('a saved product that comes in sizes sends the shopper to choose one', async ({ page, request }) => {
  const { sized } = await pickProducts(request);
  await page.goto('/wishlist');
  await seedStorage(page, { wishlist: [wishlistItem(sized)] });
  await page.getByRole('button', { name: `Move ${sized.name} to cart` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${sized.id}$`));
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '[]')).toHaveLength(1);
});
