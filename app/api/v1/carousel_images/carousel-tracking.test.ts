// Slide counters count a visitor once per slide, event and hour: 200 clicks from one client in a burst
// counted 200 before, so anyone could inflate them.
import { eq, sql } from 'drizzle-orm';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { getDb, rowsOf } from '@/lib/server/db';
import { carouselEventVisitors, carouselImages } from '@/lib/server/db/schema';
import { CAROUSEL_COUNT_WINDOW_MS, carouselVisitorKey, trackCarouselEvent } from '@/lib/server/catalogue/carousel';
import { GET as getCarousel } from './route';
import { POST as trackView } from './[id]/track_view/route';
import { POST as trackClick } from './[id]/track_click/route';

const savedTrustProxy = process.env.TRUST_PROXY;
let slideId = 0;

beforeAll(async () => {
  await seedCatalogue();
  // The client is told apart by its forwarded address, which is believed only behind a trusted proxy.
  process.env.TRUST_PROXY = '1';
  slideId = (await callRoute(getCarousel, '/api/v1/carousel_images')).body.carousel_images[0].id;
});

afterAll(() => {
  if (savedTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedTrustProxy;
});

async function counters(): Promise<{ views: number; clicks: number }> {
  const db = await getDb();
  const [row] = await db.select().from(carouselImages).where(eq(carouselImages.id, slideId));
  return { views: row.viewCount, clicks: row.clickCount };
}

const send = (handler: typeof trackClick, client: string) =>
  callRoute(handler, `/api/v1/carousel_images/${slideId}/track`, {
    method: 'POST',
    params: { id: String(slideId) },
    headers: { 'x-forwarded-for': client, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
  });

it('counts 200 clicks and views from one client once each, a second client once more, and answers 204 to every call', async () => {
  const before = await counters();
  const burst = await Promise.all(Array.from({ length: 200 }, () => send(trackClick, '203.0.113.7')));
  expect(new Set(burst.map((r) => r.status))).toEqual(new Set([204]));
  for (let i = 0; i < 20; i += 1) expect((await send(trackView, '203.0.113.7')).status).toBe(204);
  expect(await counters()).toEqual({ views: before.views + 1, clicks: before.clicks + 1 });

  await send(trackClick, '198.51.100.23');
  await send(trackClick, '198.51.100.23');
  expect(await counters()).toEqual({ views: before.views + 1, clicks: before.clicks + 2 });
});

it('counts the same visitor again once the hour has passed, and deletes expired visitor rows', async () => {
  const db = await getDb();
  const client = '192.0.2.44';
  await send(trackClick, client);
  const afterFirst = await counters();
  await send(trackClick, client);
  expect(await counters()).toEqual(afterFirst);

  // The visitor's row is made older than the window, as if the hour had passed.
  const old = new Date(Date.now() - CAROUSEL_COUNT_WINDOW_MS - 60_000);
  await db
    .update(carouselEventVisitors)
    .set({ countedAt: old })
    .where(eq(carouselEventVisitors.visitor, carouselVisitorKey(client)));
  expect((await send(trackClick, client)).status).toBe(204);
  expect(await counters()).toEqual({ ...afterFirst, clicks: afterFirst.clicks + 1 });
  await send(trackClick, client);
  expect(await counters()).toEqual({ ...afterFirst, clicks: afterFirst.clicks + 1 });

  // Moving the clock instead: an hour later every visitor counts again, and the rows of the past hour go.
  const later = new Date(Date.now() + CAROUSEL_COUNT_WINDOW_MS + 60_000);
  expect(await trackCarouselEvent(slideId, 'view', 'someone else', later)).toBe(true);
  const [{ expired }] = rowsOf<{ expired: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS expired FROM carousel_event_visitors WHERE counted_at < ${new Date(later.getTime() - CAROUSEL_COUNT_WINDOW_MS)}`,
    ),
  );
  expect(expired).toBe(0);
  expect(await trackCarouselEvent(slideId, 'click', client, later)).toBe(true);
  expect(await counters()).toEqual({ views: afterFirst.views + 1, clicks: afterFirst.clicks + 2 });
});

it('answers 404 for an unknown or inactive slide and records nothing', async () => {
  const db = await getDb();
  const rowsBefore = await db.select().from(carouselEventVisitors);
  const missing = await callRoute(trackClick, '/api/v1/carousel_images/9999/track_click', {
    method: 'POST',
    params: { id: '9999' },
  });
  expect({ status: missing.status, code: missing.body.error_code }).toEqual({ status: 404, code: 'NOT_FOUND' });
  await db.update(carouselImages).set({ active: false }).where(eq(carouselImages.id, slideId));
  expect((await send(trackClick, '203.0.113.99')).status).toBe(404);
  await db.update(carouselImages).set({ active: true }).where(eq(carouselImages.id, slideId));
  expect(await db.select().from(carouselEventVisitors)).toEqual(rowsBefore);
});
