// The API's description against the route files on disk: every app/api/v1/**/route.ts and each method it
// exports is in the registry and the OpenAPI document, and each registered schema is the very object the route
// parses (found in the route's source and imported from the module the route imports it from).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { NextRequest } from 'next/server';
import { API_ROUTES, type ApiOperation, type HttpMethod } from './api-routes';
import { buildOpenApiDocument, openApiPath } from './openapi-document';
import { GET as getOpenApi } from '@/app/api/v1/openapi.json/route';

const ROOT = path.join(process.cwd(), 'app/api/v1');
/** The catch-all that answers 404 ROUTE_NOT_FOUND for paths the API does not have: not an endpoint. */
const NOT_AN_ENDPOINT = new Set(['[...path]']);

function routeFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const routes = routeFiles()
  .map((file) => ({ file, key: path.relative(ROOT, path.dirname(file)).split(path.sep).join('/') }))
  .filter(({ key }) => !NOT_AN_ENDPOINT.has(key))
  .map(({ file, key }) => ({ key, source: readFileSync(file, 'utf8') }));

/** Each exported method with the source from its export to the next one. */
function methodSources(source: string): Map<HttpMethod, string> {
  const exports = [...source.matchAll(/^export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/gm)];
  return new Map(
    exports.map((match, i) => [
      match[1] as HttpMethod,
      source.slice(match.index, exports[i + 1]?.index ?? source.length),
    ]),
  );
}

/** The imported name -> module of a route file. */
function imports(source: string): Map<string, { name: string; from: string }> {
  const found = new Map<string, { name: string; from: string }>();
  for (const [, names, from] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const part of names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)) {
      const [name, alias = name] = part.split(/\s+as\s+/);
      found.set(alias, { name, from });
    }
  }
  return found;
}

/** The names of the schemas a method's code parses its input with. */
function parsedSchemaNames(code: string): string[] {
  const names = [
    ...[...code.matchAll(/readJsonBody\(\s*\w+,\s*(\w+)/g)].map((m) => m[1]),
    ...[...code.matchAll(/parseSearchParams\(\s*(\w+)/g)].map((m) => m[1]),
    ...[...code.matchAll(/parseOrThrow\(\s*(\w+)/g)].map((m) => m[1]),
  ];
  return [...new Set(names)];
}

function registeredSchemas(operation: ApiOperation): Set<z.ZodType> {
  const body = operation.body === undefined ? [] : Array.isArray(operation.body) ? operation.body : [operation.body];
  const multipart = Object.values(operation.multipart ?? {}).filter((field) => typeof field !== 'string');
  return new Set(
    [operation.query, ...body, ...Object.values(operation.headers ?? {}), ...multipart].filter(
      (schema): schema is z.ZodType => schema !== undefined,
    ),
  );
}

describe('the API registry', () => {
  it('finds the route files (a wrong root would make every check below pass on nothing)', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map((r) => r.key)).toEqual(expect.arrayContaining(['payments/create-order', 'admin/products']));
  });

  it.each(routes.map((r) => [r.key, r] as const))('registers %s with exactly the methods it exports', (key, route) => {
    const exported = [...methodSources(route.source).keys()].sort();
    expect(exported.length).toBeGreaterThan(0);
    expect(Object.keys(API_ROUTES[key] ?? {}).sort()).toEqual(exported);
  });

  it('registers no route that is not on disk', () => {
    const onDisk = new Set(routes.map((r) => r.key));
    expect(Object.keys(API_ROUTES).filter((key) => !onDisk.has(key))).toEqual([]);
  });

  it.each(routes.map((r) => [r.key, r] as const))(
    '%s: the registered schemas are the ones the route parses',
    async (key, route) => {
      const imported = imports(route.source);
      for (const [method, code] of methodSources(route.source)) {
        const parsed = new Set<unknown>();
        for (const name of parsedSchemaNames(code)) {
          const origin = imported.get(name);
          // A schema the route defines itself cannot be registered: it belongs in lib/shared/schemas.
          expect({ method, schema: name, importedFrom: origin?.from }).toEqual({
            method,
            schema: name,
            importedFrom: expect.stringMatching(/^@\/lib\/shared\//),
          });
          const mod = (await import(origin!.from)) as Record<string, unknown>;
          expect(mod[origin!.name]).toBeDefined();
          parsed.add(mod[origin!.name]);
        }
        const registered = registeredSchemas(API_ROUTES[key][method]!);
        expect({ method, count: registered.size }).toEqual({ method, count: parsed.size });
        for (const schema of registered) expect(parsed.has(schema)).toBe(true);
      }
    },
  );
});

describe('GET /api/v1/openapi.json', () => {
  const document = buildOpenApiDocument();
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;

  it('is an OpenAPI 3.1 document with every route file and method', async () => {
    const response = await getOpenApi(new NextRequest('http://localhost/api/v1/openapi.json'), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    const served = (await response.json()) as typeof document;
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
    for (const { key, source } of routes) {
      for (const method of methodSources(source).keys()) {
        expect({
          path: openApiPath(key),
          method,
          found: Boolean(paths[openApiPath(key)]?.[method.toLowerCase()]),
        }).toEqual({
          path: openApiPath(key),
          method,
          found: true,
        });
      }
    }
  });

  it("describes the shop's and the back office's writes with their request schemas", () => {
    const createOrder = paths['/api/v1/payments/create-order'].post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    };
    const order = createOrder.requestBody.content['application/json'].schema;
    expect(order.required).toEqual(expect.arrayContaining(['shipping_address']));
    expect(Object.keys(order.properties)).toEqual(expect.arrayContaining(['shipping_address', 'payment_method']));

    const createProduct = paths['/api/v1/admin/products'].post as typeof createOrder;
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
    expect(patch.security).toEqual([{ adminSession: [] }]);
    expect(paths['/api/v1/cart'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(paths['/api/v1/products'].get.security).toEqual([]);
    const parameters = paths['/api/v1/products'].get.parameters as { name: string; in: string }[];
    expect(parameters).toEqual(
      expect.arrayContaining([{ name: 'sort', in: 'query', required: false, schema: expect.anything() }]),
    );
    expect((document['x-error-codes'] as Record<string, number>).PRICE_CHANGED).toBe(409);
  });
});
