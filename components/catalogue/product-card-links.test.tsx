// The shop links each piece at its canonical address, /products/{id}: /product/{id} answers the same page for
// links from outside, but linked from the cards it gave crawlers a duplicate of every piece.
import { renderToStaticMarkup } from 'react-dom/server';
import { productCardData } from '@/lib/shared/catalogue/product-card-data';
import { apiProduct } from '@/test-support/api-product';
import { CardCartAction } from './card-cart-action';
import { ProductCard } from './product-card';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

it('a card and its choose-a-size action link the piece at /products/{id}', () => {
  const card = productCardData(apiProduct({ id: 7, sizes: ['10', '12'] }));
  const html =
    renderToStaticMarkup(<ProductCard card={card} cartEnabled />) +
    renderToStaticMarkup(<CardCartAction card={card} cartEnabled />);
  const links = hrefs(html).filter((href) => /\/products?\/\d/.test(href));
  expect(links.length).toBeGreaterThanOrEqual(2);
  expect(new Set(links)).toEqual(new Set(['/products/7']));
});
