// Pages while the database is unreachable: the server's guards (database-outage.cjs) with the app's state
// (lib/server/db/outage.ts) in a real HTTP server. A page asked during a suspected outage gets 503, Retry-After
// and the short page; the page that found the outage, failed by Next with a 500, is sent as the same 503.
import type http from 'node:http';
import {
  getDb,
  announceDatabaseOutage,
  DATABASE_RETRY_AFTER_S,
  databaseOutageSuspected,
  failedForDatabase,
  noteDatabaseError,
} from '@/lib/server/db';
import { OUTAGE_KEY as APP_KEY } from '@/lib/server/db/outage';
import { OUTAGE_PAGE } from '@/lib/server/http/outage-page';
import { FAILURE_MESSAGES as F } from '@/lib/shared/messages/failure';
import { FALLBACK_STATUS, serveHandler, type RawRequest } from '@/test-support/serve-handler';
import { answerPageOutageAs503, OUTAGE_KEY, refusePageWhileDatabaseDown } from './database-outage.cjs';

type State = { since: number | null; probe: () => Promise<boolean> };
const state = () => (globalThis as unknown as Record<symbol, State>)[APP_KEY];
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

let request: RawRequest;
let close: () => Promise<void>;
let probes = 0;
let reachable = false;
let realProbe: () => Promise<boolean>;

beforeAll(async () => {
  // Opened first, as the server opens it at start: the probe's 2 s are not for opening the database.
  await getDb();
  announceDatabaseOutage(OUTAGE_PAGE);
  realProbe = state().probe;
  state().probe = async () => {
    probes += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    state().since = reachable ? null : (state().since ?? Date.now());
    return reachable;
  };
  ({ request, close } = await serveHandler(async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (await refusePageWhileDatabaseDown(req, res)) return true;
    // Next failing the page that meets the outage: the app notes it, then Next sends its 500 page.
    if (req.url === '/fails-now' || req.url === '/fails-otherwise') {
      answerPageOutageAs503(req, res);
      if (req.url === '/fails-now') noteDatabaseError(refused);
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html');
      res.write('<p>Internal');
      res.end(' Server Error</p>');
      return true;
    }
    return false;
  }));
});

afterAll(() => close());

beforeEach(() => {
  state().since = null;
  probes = 0;
  reachable = false;
});

describe('pages while the database is unreachable', () => {
  it('the app and the server name the state alike', () => {
    expect(OUTAGE_KEY).toBe(APP_KEY);
  });

  it('asks nothing and lets every page through while no outage is suspected', async () => {
    expect((await request('/products')).status).toBe(FALLBACK_STATUS);
    expect(probes).toBe(0);
  });

  it('an outage the API met: a page gets 503, Retry-After and the short page, never a 500', async () => {
    noteDatabaseError(refused);
    expect(databaseOutageSuspected()).toBe(true);
    const answer = await request('/products/12');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBeDefined();
    const text = answer.body.toString('utf8');
    expect(text).toContain(F.outageHeading);
    expect(text).toContain(F.briefOutage);
    const head = await request('/', { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(head.body.length).toBe(0);
  });

  it('leaves the API (its own JSON 503), Next files, pictures and form posts to the app', async () => {
    noteDatabaseError(refused);
    for (const path of ['/api/v1/products', '/_next/static/x.js', '/media/a.webp']) {
      expect((await request(path)).status).toBe(FALLBACK_STATUS);
    }
    expect((await request('/products', { method: 'POST' })).status).toBe(FALLBACK_STATUS);
    expect(probes).toBe(0);
  });

  it('answers as usual once the probe finds the database back, and stops asking', async () => {
    noteDatabaseError(refused);
    reachable = true;
    expect((await request('/products')).status).toBe(FALLBACK_STATUS);
    expect(databaseOutageSuspected()).toBe(false);
    expect((await request('/products')).status).toBe(FALLBACK_STATUS);
    expect(probes).toBe(1);
  });

  it('ten pages at once during an outage share one probe', async () => {
    noteDatabaseError(refused);
    const answers = await Promise.all(Array.from({ length: 10 }, () => request('/categories/rings')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(503));
    expect(probes).toBeLessThan(10);
  });

  it("the page that met the outage: Next's 500 is sent as the 503 page, its own body dropped", async () => {
    const answer = await request('/fails-now');
    expect(probes).toBe(1);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(answer.body.toString('utf8')).toContain(F.outageHeading);
    expect(answer.body.toString('utf8')).not.toContain('Internal');
  });

  it('a 500 for any other reason stays a 500 (the probe finds the database there)', async () => {
    reachable = true;
    const answer = await request('/fails-otherwise');
    expect(answer.status).toBe(500);
    expect(answer.body.toString('utf8')).toBe('<p>Internal Server Error</p>');
  });

  it("the app's probe asks the database: reachable here, it ends the suspected outage", async () => {
    noteDatabaseError(refused);
    expect(await realProbe()).toBe(true);
    expect(databaseOutageSuspected()).toBe(false);
  });

  it("a failure that names no cause (a cached read's digest) counts as an outage only if the database is away", async () => {
    const digest = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '1' });
    reachable = false;
    expect(await failedForDatabase(digest)).toBe(true);
    expect(databaseOutageSuspected()).toBe(true);
    reachable = true;
    expect(await failedForDatabase(digest)).toBe(false);
    expect(await failedForDatabase(refused)).toBe(true);
  });
});
