// PostgreSQL away (restarting, failing over, a network gap): an API request answers 503 with Retry-After and
// the shop's error body, never a 500 or a hang, and the next request after the database is back is answered
// as usual, on a new connection, with nothing restarted.
import net from 'node:net';
import { closeDb } from '@/lib/server/db';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { callRoute } from '@/test-support/call-route';
import { GET as products } from '@/app/api/v1/products/route';

let reachable: string;
beforeAll(() => {
  reachable = process.env.DATABASE_URL!;
});
afterEach(async () => {
  await closeDb().catch(() => undefined);
  process.env.DATABASE_URL = reachable;
});

const list = () => callRoute(products, '/api/v1/products?per_page=2');

function expectBriefOutage(answer: Awaited<ReturnType<typeof list>>) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.body).toEqual({ message: FAILURE_MESSAGES.briefOutage, error_code: ERROR_CODES.unavailable });
}

it('answers 503 with Retry-After while nothing listens, and serves again once the database is back', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await closeDb();
    // A port nothing listens on: the connection is refused, as while PostgreSQL is stopped.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/gone`;
    expectBriefOutage(await list());
    expectBriefOutage(await list());
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/database unreachable \(.*ECONNREFUSED/);
  } finally {
    error.mockRestore();
  }
  await closeDb().catch(() => undefined);
  process.env.DATABASE_URL = reachable;
  const back = await list();
  expect(back.status).toBe(200);
  expect(Array.isArray(back.body.products)).toBe(true);
});

it('answers 503 within seconds when the server takes the connection and never answers', async () => {
  const silent = net.createServer(() => {}); // accepts, says nothing: a server stuck while restarting
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await closeDb();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/stuck`;
    const started = Date.now();
    expectBriefOutage(await list());
    expect(Date.now() - started).toBeLessThan(15_000);
  } finally {
    error.mockRestore();
    await closeDb().catch(() => undefined);
    silent.close();
  }
}, 30_000);
