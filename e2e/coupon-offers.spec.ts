// Jewellers' offers in the cart: the demo's MAKING20 takes 20 % off the making charges of a gold
// piece priced by weight, and the cart names it ("… off making charges") with the GST on the reduced value.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fillCart, type CatalogueProduct } from './support/catalogue-and-cart';
import { gotoHydrated } from './support/hydration';
import { signedInShopper } from './support/session';

type WeightPiece = CatalogueProduct & {
  pricing_kind: 'fixed' | 'weight';
  price_breakup: { making_charges: number | null };
};

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

/** A demo piece priced by weight, without sizes and in stock. */
async function weightPricedPiece(request: APIRequestContext): Promise<WeightPiece> {
  for (let page = 1; page <= 5; page++) {
    const res = await request.get(`/api/v1/products?per_page=100&page=${page}`);
    expect(res.ok()).toBe(true);
    const { products } = (await res.json()) as { products: WeightPiece[] };
    const found = products.find(
      (p) =>
        p.pricing_kind === 'weight' &&
        p.sizes.length === 0 &&
        p.stock_quantity >= 1 &&
        (p.price_breakup.making_charges ?? 0) > 0,
    );
    if (found) return found;
    if (products.length < 100) break;
  }
  throw new Error('the demo shop has no piece priced by weight without sizes');
}

test('a shopper takes 20% off the making charges of a gold piece in the cart', async ({ page, request }) => {
  const piece = await weightPricedPiece(request);
  await signedInShopper(page);
  await fillCart(page, piece, 1);
  await gotoHydrated(page, '/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.getByLabel('Coupon code').fill('making20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-chip')).toContainText('MAKING20 · 20% off making charges');
  await expect(page.getByText('Discount (MAKING20: 20% off making charges)')).toBeVisible();

  // What came off the making charges (whole rupees), and GST charged on what is left.
  const makingOff = Math.round((piece.price_breakup.making_charges ?? 0) * 0.2);
  const note = page.getByTestId('summary-discount-note');
  await expect(note).toContainText(`−${rupees(makingOff)} off making charges`);
  await expect(note).toContainText('GST is charged on the reduced value');

  // The server's cart agrees with the page, and the total is below the piece's price by more than the cut.
  const cart = (await (await page.request.get('/api/v1/cart')).json()) as { total: number; making_discount: number };
  expect(cart.making_discount).toBe(makingOff);
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(cart.total));
  expect(piece.price - cart.total).toBeGreaterThan(makingOff);
});
