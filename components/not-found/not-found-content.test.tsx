// The not-found notice: it says so, offers a search of the catalogue (a plain form to /products that works
// before the page's scripts) and the top categories when given them, else the link to all of them.
import { renderToStaticMarkup } from 'react-dom/server';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';
import { NotFoundContent } from './not-found-content';

const category = (id: number, name: string, parent_id: number | null) =>
  ({ id, name, parent_id, description: '', image_url: null, products_count: 3 }) as unknown as ApiCategory;

describe('the not-found page', () => {
  const html = renderToStaticMarkup(
    <NotFoundContent categories={[category(1, 'Rings', null), category(2, 'Bangles', null), category(3, 'Kids', 1)]} />,
  );

  it('says the page was not found in its heading', () => {
    expect(html).toContain(`<h1 class="title">${NOT_FOUND_MESSAGES.title}</h1>`);
  });

  it('has a search box that searches the catalogue', () => {
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toMatch(/role="search"/);
    expect(form).toMatch(/action="\/products"/);
    expect(form).toMatch(/method="get"/);
    // Named by its label, so the page's search landmark is told apart from the header's.
    expect(form).toMatch(/aria-labelledby="not-found-search-label"/);
    expect(html).toMatch(/<label id="not-found-search-label" for="not-found-search">Search our jewellery<\/label>/);
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toMatch(/id="not-found-search"/);
    expect(input).toMatch(/name="search"/);
  });

  it('links the top-level categories to their lists', () => {
    expect(html).toContain('href="/products?category_id=1"');
    expect(html).toContain('href="/products?category_id=2"');
    expect(html).not.toContain('href="/products?category_id=3"');
  });

  it('names the address asked for', () => {
    expect(NOT_FOUND_MESSAGES.asked('/no/such/page')).toBe('You asked for /no/such/page');
  });
});

describe('the not-found notice of a page without the categories at hand', () => {
  it('names what is missing and links every category instead', () => {
    const html = renderToStaticMarkup(<NotFoundContent title="Product not found" />);
    expect(html).toContain('<h1 class="title">Product not found</h1>');
    expect(html).toContain('href="/categories"');
    expect(html).toContain('href="/"');
    expect(html).not.toContain(NOT_FOUND_MESSAGES.homeBelow);
  });
});
