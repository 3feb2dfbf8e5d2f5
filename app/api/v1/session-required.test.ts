// Who may call what, as the OpenAPI document says it, held against the routes themselves: every operation the
// document says needs a session answers an anonymous call 401, and every back-office operation answers a
// signed-in shopper 403. The list of operations is the collected document, not a hand list, so a route added
// with the wrong `auth` in its contract, or one that forgets to check, fails here.
import { buildOpenApiDocument } from '@/lib/server/http/openapi-document';
import { ROUTE_MODULES } from '@/app/api/v1/openapi.json/route-modules.generated';
import { GET as openApi } from '@/app/api/v1/openapi.json/route';
import { callRoute, type ResponseJson } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';

type Operation = { security: Record<string, unknown>[] };
type Handler = Parameters<typeof callRoute>[0];

const modules: Record<string, Record<string, unknown>> = { ...ROUTE_MODULES, 'openapi.json': { GET: openApi } };
const document = buildOpenApiDocument(modules);
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => {
    const key = path.replace(/^\/api\/v1\//, '').replace(/\{(\w+)\}/g, '[$1]');
    const handler = modules[key]?.[method.toUpperCase()] as Handler;
    const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1']));
    return {
      name: `${method.toUpperCase()} ${path}`,
      url: path.replace(/\{\w+\}/g, '1'),
      method,
      handler,
      params,
      operation,
    };
  }),
);
/** A session is needed when no way of calling it goes without one (an empty requirement means anonymous). */
const needingSession = operations.filter(
  ({ operation }) => operation.security.length > 0 && operation.security.every((s) => Object.keys(s).length > 0),
);
const backOffice = operations.filter(({ operation }) => operation.security.some((s) => 'adminSession' in s));

/** The same-origin browser headers, so the answer is about the session, not the request's origin. */
const BROWSER = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };

async function statuses(list: typeof operations, headers: Record<string, string>) {
  const answers: { name: string; status: number; code: ResponseJson }[] = [];
  for (const { name, url, method, handler, params } of list) {
    // An empty JSON body: the caller is checked before the input, so the body never decides the answer.
    const body = method === 'get' ? undefined : {};
    const { status, body: answer } = await callRoute(handler, url, {
      method: method.toUpperCase(),
      params,
      body,
      headers,
    });
    answers.push({ name, status, code: answer?.error_code });
  }
  return answers;
}

it('finds the operations that need a session in the collected document', () => {
  expect(needingSession.length).toBeGreaterThan(60);
  expect(backOffice.length).toBeGreaterThan(40);
  expect(needingSession.map((o) => o.name)).toEqual(
    expect.arrayContaining(['GET /api/v1/cart', 'DELETE /api/v1/products/{id}/alerts', 'GET /api/v1/admin/orders']),
  );
  for (const { name, handler } of operations)
    expect({ name, handler: typeof handler }).toEqual({ name, handler: 'function' });
});

it('answers 401 to an anonymous call of every operation documented as needing a session', async () => {
  const answers = await statuses(needingSession, BROWSER);
  expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  expect(answers.every((a) => a.code === 'UNAUTHENTICATED')).toBe(true);
});

it("answers 403 to a shopper's call of every back-office operation", async () => {
  const shopper = await createShopper();
  const answers = await statuses(backOffice, { ...BROWSER, ...shopper.cookieHeaders });
  expect(answers.filter((a) => a.status !== 403)).toEqual([]);
});
