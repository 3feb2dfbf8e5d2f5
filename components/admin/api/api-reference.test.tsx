// The back office's API reference renders the document the API serves: every call under its tag, with its
// parameters, request body and answers, and a link to the JSON itself; no script of its own.
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiReference, type ApiDocument } from './api-reference';
import { buildOpenApiDocument } from '@/lib/server/http/openapi-document';
import { ROUTE_MODULES } from '@/app/api/v1/openapi.json/route-modules.generated';

const document = buildOpenApiDocument(ROUTE_MODULES) as unknown as ApiDocument;
const html = renderToStaticMarkup(<ApiReference document={document} />);
const [shop, backOffice] = html.split('<h2 id="tag-back-office">');

it("lists every call once, the shop's and the back office's under their own headings", () => {
  const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  expect(count).toBeGreaterThan(100);
  expect(html.match(/<details /g)?.length).toBe(count);
  expect(shop).toContain('<code>/api/v1/payments/create-order</code>');
  expect(backOffice).not.toContain('<code>/api/v1/payments/create-order</code>');
  expect(backOffice).toContain('<code>/api/v1/admin/products/{id}</code>');
});

it('shows a write with its request body schema and its answers by status', () => {
  const createOrder = shop.slice(shop.indexOf('id="post_payments_create_order"'));
  const oneCall = createOrder.slice(0, createOrder.indexOf('</details>'));
  expect(oneCall).toContain('shipping_address');
  expect(oneCall).toContain('<strong>409</strong>');
  expect(oneCall).toContain('PRICE_CHANGED');
  expect(html).toContain('href="/api/v1/openapi.json"');
  expect(html).not.toContain('<script');
});
