// The API's description against the route files on disk: every app/api/v1/**/route.ts is in the generated
// module list (npm run routes), each method it exports carries defineRoute's contract, and the document built
// from those contracts has every operation with its request and response schemas, statuses and security.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { ROUTE_MODULES } from '@/app/api/v1/openapi.json/route-modules.generated';
import { GET as getOpenApi } from '@/app/api/v1/openapi.json/route';
import { buildOpenApiDocument, HTTP_METHODS, openApiPath } from './openapi-document';

const ROOT = path.join(process.cwd(), 'app/api/v1');
/** The catch-all 404 is no endpoint; the document's own route describes itself. */
const NOT_LISTED = new Set(['[...path]', 'openapi.json']);

function routeKeys(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeKeys(full);
    return entry.name === 'route.ts' ? [path.relative(ROOT, dir).split(path.sep).join('/')] : [];
  });
}

type Operation = {
  summary: string;
  security: unknown[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
  [field: string]: unknown;
};
const document = buildOpenApiDocument(ROUTE_MODULES);
const paths = document.paths as Record<string, Record<string, Operation>>;
const operations = Object.entries(paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({ route, method, operation })),
);

describe('the route modules the document is collected from', () => {
  it('finds the route files (a wrong root would make every check below pass on nothing)', () => {
    expect(routeKeys().length).toBeGreaterThan(80);
  });

  it('lists every route file on disk and none that is gone (run `npm run routes` after adding one)', () => {
    const onDisk = routeKeys()
      .filter((key) => !NOT_LISTED.has(key))
      .sort();
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(onDisk);
  });

  it.each(Object.entries(ROUTE_MODULES))(
    '%s: every exported method is a defineRoute with its contract',
    (_key, mod) => {
      const methods = HTTP_METHODS.filter((method) => method in mod);
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods)
        expect({ method, contract: typeof (mod[method] as { contract?: unknown }).contract }).toEqual({
          method,
          contract: 'object',
        });
    },
  );
});

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route module and method', async () => {
    const response = await getOpenApi(new NextRequest('http://localhost/api/v1/openapi.json'), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    const served = (await response.json()) as typeof document;
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
    for (const [key, mod] of Object.entries(ROUTE_MODULES)) {
      for (const method of HTTP_METHODS.filter((m) => m in mod)) {
        const found = Boolean(paths[openApiPath(key)]?.[method.toLowerCase()]);
        expect({ path: openApiPath(key), method, found }).toEqual({ path: openApiPath(key), method, found: true });
      }
    }
    expect(paths['/api/v1/openapi.json'].get.summary).toBe('This document.');
  });

  it('describes the answer of every operation: a schema, a media type, or no body', () => {
    const undescribed = operations.filter(({ operation }) => {
      const success = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      return (
        success.length === 0 ||
        success.some(([status, answer]) => status !== '204' && !/^3/.test(status) && !answer.content)
      );
    });
    expect(undescribed.map(({ route, method }) => `${method} ${route}`)).toEqual([]);
    const opaque = operations.filter(({ operation }) =>
      Object.values(operation.responses).some(
        (answer) => JSON.stringify(answer.content?.['application/json']) === '{"schema":{"type":"object"}}',
      ),
    );
    expect(opaque.map(({ route, method }) => `${method} ${route}`)).toEqual([]);
  });

  it('documents a 401 for every operation that needs a session, and a 403 where a staff session is needed', () => {
    for (const { route, method, operation } of operations) {
      const needsSession =
        operation.security.length > 0 && !operation.security.some((s) => Object.keys(s as object).length === 0);
      const staff = operation.security.some((s) => 'adminSession' in (s as object));
      if (needsSession)
        expect({ route, method, has401: '401' in operation.responses }).toEqual({ route, method, has401: true });
      if (staff)
        expect({ route, method, forbidden: operation.responses['403']?.description }).toEqual({
          route,
          method,
          forbidden: expect.stringContaining('FORBIDDEN'),
        });
    }
    expect(paths['/api/v1/products/{id}/alerts'].delete.responses).toHaveProperty('401');
  });

  it("describes the shop's and the back office's writes with their request schemas", () => {
    const createOrder = paths['/api/v1/payments/create-order'].post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    };
    const order = createOrder.requestBody.content['application/json'].schema;
    expect(order.required).toEqual(expect.arrayContaining(['shipping_address']));
    expect(Object.keys(order.properties)).toEqual(expect.arrayContaining(['shipping_address', 'payment_method']));

    const createProduct = paths['/api/v1/admin/products'].post as unknown as typeof createOrder;
    const product = createProduct.requestBody.content['application/json'].schema;
    expect(product.required).toEqual(expect.arrayContaining(['name']));
    expect(Object.keys(product.properties)).toEqual(expect.arrayContaining(['price', 'pricing_kind', 'sizes']));
    expect(paths['/api/v1/admin/products/{id}'].patch).toHaveProperty(
      'requestBody.content.application/json.schema.properties.updated_at',
    );
  });

  it('answers each error code with the status the error table gives it, and names the security schemes', () => {
    const patch = paths['/api/v1/admin/products/{id}'].patch as {
      responses: Record<string, { description: string }>;
      security: unknown;
    };
    expect(patch.responses['409'].description).toContain('STALE_RECORD');
    expect(patch.responses['428'].description).toContain('UPDATED_AT_REQUIRED');
    expect(patch.responses['403'].description).toContain('FORBIDDEN');
    // The permission the contract names is the scheme's scope, and x-permission.
    expect(patch.security).toEqual([{ adminSession: ['catalogue'] }]);
    expect(patch).toHaveProperty('x-permission', 'catalogue');
    expect(paths['/api/v1/admin/settings'].get.security).toEqual([{ adminSession: [] }]);
    expect(paths['/api/v1/cart'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(paths['/api/v1/products'].get.security).toEqual([]);
    const parameters = paths['/api/v1/products'].get.parameters as { name: string; in: string }[];
    expect(parameters).toEqual(
      expect.arrayContaining([{ name: 'sort', in: 'query', required: false, schema: expect.anything() }]),
    );
    expect((document['x-error-codes'] as Record<string, number>).PRICE_CHANGED).toBe(409);
  });
});
