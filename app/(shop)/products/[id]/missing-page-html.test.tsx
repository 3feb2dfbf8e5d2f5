// A missing product, an unknown category and a list page past the last answer 404 with their not-found page in
// the HTML itself. A notFound() thrown outside any Suspense boundary failed the prerender's shell, and Next
// sent an empty error document (no lang, the root title, a blank body) that only scripts filled. Here each page
// is prerendered inside a document standing for the shop's layout, as Next prerenders it (React's static
// prerender, which fails outright on an error outside any boundary; the error's digest is what Next reads to
// answer 404 with noindex), and the HTML must already say "not found" and offer the way on.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { seedCatalogue } from '@/test-support/call-route';
import { cachedProductList } from '@/lib/server/catalogue/cached-catalogue';
import { listViewKey } from '@/lib/shared/catalogue/product-list-key';
import { toListQuery } from '@/lib/shared/catalogue/product-list-query';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import ProductPage from './page';
import ProductSizePage from './size/[size]/page';
import ProductsPage from '../../product-list/[query]/page';

const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

beforeAll(async () => {
  await seedCatalogue();
});

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

/**
 * The page inside a document like the shop's layout's (components/layout/site-shell.tsx, whose header needs
 * Next's router), prerendered: its HTML and the digests of what it threw.
 */
async function prerendered(page: ReactNode): Promise<{ html: string; digests: string[] }> {
  const digests: string[] = [];
  const { prelude } = await prerenderToNodeStream(
    <html lang="en-IN">
      <body>
        <main>{page}</main>
      </body>
    </html>,
    {
      onError: (error) => {
        digests.push(String((error as { digest?: string }).digest));
      },
    },
  );
  return { html: await text(prelude as unknown as AsyncIterable<unknown>), digests };
}

function expectNotFoundPage(html: string, title: string) {
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
  expect(html).not.toContain('__next_error__');
  expect(html).toContain(`<h1 class="title">${title}</h1>`);
  expect(html.toLowerCase()).toContain('not found');
  // The way on: home, the list, the categories, and a search that works without scripts.
  expect(html).toContain('href="/"');
  expect(html).toContain('href="/products"');
  expect(html).toContain('href="/categories"');
  const form = /<form[^>]*>/.exec(html)?.[0];
  expect(form).toMatch(/action="\/products"/);
  expect(form).toMatch(/method="get"/);
}

it('a missing product is its not-found page in the HTML, thrown as a 404', async () => {
  const { html, digests } = await prerendered(await ProductPage({ params: Promise.resolve({ id: '999999' }) }));
  expectNotFoundPage(html, CATALOGUE_MESSAGES.productNotFound);
  expect(digests).toEqual([NOT_FOUND_DIGEST]);
});

it("a missing product's size page alike", async () => {
  const page = await ProductSizePage({ params: Promise.resolve({ id: '999999', size: '12' }) });
  const { html, digests } = await prerendered(page);
  expectNotFoundPage(html, CATALOGUE_MESSAGES.productNotFound);
  expect(digests).toEqual([NOT_FOUND_DIGEST]);
});

it('an unknown category and a list page past the last are the not-found page in the HTML, thrown as 404s', async () => {
  const { pagination } = await cachedProductList(toListQuery({}));
  for (const filters of [{ categoryId: 999999 }, { page: pagination.total_pages + 1 }]) {
    const page = await ProductsPage({ params: Promise.resolve({ query: listViewKey(filters) }) });
    const { html, digests } = await prerendered(page);
    expectNotFoundPage(html, NOT_FOUND_MESSAGES.title);
    expect([filters, digests]).toEqual([filters, [NOT_FOUND_DIGEST]]);
  }
});

it('a product that exists renders whole, with nothing thrown', async () => {
  const { products } = await cachedProductList(toListQuery({}));
  const { html, digests } = await prerendered(
    await ProductPage({ params: Promise.resolve({ id: String(products[0]!.id) }) }),
  );
  expect(digests).toEqual([]);
  expect(html).toContain(products[0]!.name);
  expect(html).not.toContain(CATALOGUE_MESSAGES.productNotFound);
});
