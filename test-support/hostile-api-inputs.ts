// What app/api/v1/hostile-input.test.ts sends every /api/v1 endpoint: the endpoints found on disk (a new route
// is covered the day it is added) and the malformed ids, queries and bodies.
import fs from 'node:fs';
import path from 'node:path';
import type { callRoute } from './call-route';

export type Handler = Parameters<typeof callRoute>[0];
export type Endpoint = { file: string; method: string; template: string; params: string[]; handler: Handler };

export const API_ROOT = path.join(process.cwd(), 'app', 'api', 'v1');
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

export async function discoverEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const file of routeFiles(API_ROOT)) {
    const template = `/api/v1/${path.relative(API_ROOT, path.dirname(file)).split(path.sep).join('/')}`.replace(
      /\/$/,
      '',
    );
    const params = [...template.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]);
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof mod[method] === 'function')
        endpoints.push({ file, method, template, params, handler: mod[method] as Handler });
    }
  }
  return endpoints;
}

export const HOSTILE_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  "1' OR '1'='1",
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '999999',
];

export const HOSTILE_QUERIES = [
  'page=-1&per_page=1e309',
  'page=abc&per_page=0',
  'category_id=1;DROP TABLE products&min_price=-5&max_price=abc',
  `search=${encodeURIComponent("' OR 1=1 --")}&sort=price_asc;DELETE`,
  `search=${'x'.repeat(5000)}`,
  'search=%00%01%02',
  "status=shipped'&page=99999999",
  'q=<img src=x onerror=alert(1)>&sort_by=__proto__',
  'root_only=maybe&parent_id=-3&featured=yes',
  'to=not-an-email',
];

export const BIG = 'A'.repeat(70 * 1024);

/** Raw bodies that are not JSON, or are JSON of the wrong shape at the top level. */
export const RAW_BODIES = [
  '{',
  '[1,2',
  '{"product_id":',
  'null',
  '"string"',
  '12',
  'true',
  '\u0000',
  `{"email":"${BIG}"}`,
];

/** JSON bodies every endpoint must refuse or treat as harmless. */
export const JSON_BODIES: unknown[] = [
  {},
  [],
  { product_id: 'abc', quantity: 'one' },
  { product_id: -1, quantity: -5 },
  { product_id: 1.5, quantity: 0.5 },
  { product_id: 1e308, quantity: 1e308 },
  { product_id: 9007199254740993, quantity: 2 ** 31 },
  { product_id: 999999, quantity: 1 },
  { product_id: '1; DROP TABLE products', quantity: '1 OR 1=1' },
  { product_id: null, quantity: null, size: ['XL'] },
  { code: '<script>alert(1)</script>', email: "x'@example.com; --", purpose: 'admin' },
  { email: 'not-an-email', password: '', otp_code: 'abcdef', session_token: '' },
  { session_token: 'x'.repeat(10_000), otp_code: '1234567' },
  { user: { first_name: '', last_name: 42, email: 'a@b', password: '1', password_confirmation: '2' } },
  { shipping_address: '<b>bold</b>', cart_items: 'all', total_amount: -100, currency: 'USD' },
  { shipping_address: {}, cart_items: [{ product_id: 1, quantity: -1, price: -5 }], total_amount: 'NaN' },
  { order_id: 'abc', razorpay_order_id: {}, razorpay_payment_id: [], razorpay_signature: 1 },
  { items: [{ product_id: 'x', quantity: 1e9 }] },
  { first_name: 'A'.repeat(5000), avatar: 'javascript:alert(1)' },
  { full_name: 'Bob \ud800', shipping_address: { full_name: 'Bob \ud800', city: '\udc00' }, notes: 'x\ud800' },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: {} } } } } } } } } } },
];
