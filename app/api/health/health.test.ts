// GET /api/health: what a load balancer asks before sending an instance traffic.
import { GET } from './route';
import { getDb } from '@/lib/server/db';

const STOPPING = Symbol.for('jewelry-storefront.stopping');
const call = async () => {
  const response = await GET();
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
};

// The test's own database is created and migrated on first use; a server has done that before it listens.
beforeAll(async () => {
  await getDb();
});

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STOPPING];
});

it('answers 200 when the database answers, and says Redis is not configured on the embedded default', async () => {
  const { status, body, cache } = await call();
  expect(status).toBe(200);
  expect(body).toEqual({ status: 'ok', checks: { database: 'ok', cache: 'not configured', server: 'ok' } });
  expect(cache).toBe('no-store');
});

it('answers 503 with a message and error_code from the moment the instance is told to stop', async () => {
  (globalThis as Record<symbol, unknown>)[STOPPING] = true;
  const { status, body } = await call();
  expect(status).toBe(503);
  expect(body).toEqual(
    expect.objectContaining({
      error_code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('server stopping'),
      checks: expect.objectContaining({ server: 'stopping', database: 'ok' }),
    }),
  );
});
