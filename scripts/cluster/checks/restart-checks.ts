// Restarts under steady load. A deploy: A then B told to stop (SIGTERM) and started again behind nginx, while
// requests keep coming; none may be lost. PostgreSQL stopped and started again: requests in the gap answer 503
// with Retry-After (never 500, never a hang), both instances serve again within 5 s of it being back, with
// nothing restarted, and a payment verified across the gap is recorded once. Each prints its counts.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { check, sleep, within } from '../check';
import type { Cluster, Instance } from '../harness';
import type { Shop } from '../shop';

/** A request that has not answered in this long counts as hung. */
const HANG_MS = 10_000;
/** The longest the instances may take to serve again once the database is back. */
const RECOVERY_LIMIT_MS = 5_000;
/** How long PostgreSQL stays stopped: long enough for each instance to meet it, brief for anyone else using it. */
const GAP_MS = 2_500;

type Outcome = { status: number | 'error' | 'hung'; retryAfter: string | null };
type Load = { stop: () => Promise<Outcome[]> };

/** WORKERS loops, each sending the next of `requests` as soon as its last one answered (20 ms apart). */
function steadyLoad(requests: (() => Promise<Response>)[], workers = 4): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  let next = 0;
  const loop = async () => {
    while (running) {
      const send = requests[next++ % requests.length];
      const hang = sleep(HANG_MS).then(() => 'hung' as const);
      const answer = await Promise.race([
        send().then(
          async (r) => {
            await r.arrayBuffer().catch(() => undefined);
            return r;
          },
          () => 'error' as const,
        ),
        hang,
      ]);
      outcomes.push(
        typeof answer === 'string'
          ? { status: answer, retryAfter: null }
          : { status: answer.status, retryAfter: answer.headers.get('retry-after') },
      );
      await sleep(20);
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** '200: 812, 503: 14' */
function counts(outcomes: Outcome[]): string {
  const by = new Map<string, number>();
  for (const o of outcomes) by.set(String(o.status), (by.get(String(o.status)) ?? 0) + 1);
  return [...by.entries()]
    .sort()
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

export async function checkRollingDeploy({ lb, nginx, servers, start, healthy }: Cluster): Promise<void> {
  if (!nginx) {
    console.log('skip rolling deploy: it goes through nginx, which is not installed');
    return;
  }
  const load = steadyLoad(
    ['/api/v1/categories', '/api/v1/products?per_page=4', '/api/health'].map((p) => () => fetch(`${lb}${p}`)),
  );
  await sleep(1000);
  const took: string[] = [];
  for (const name of ['a', 'b'] as Instance[]) {
    const started = Date.now();
    const old = servers[name];
    const exited = new Promise<number | null>((resolve) => old.once('exit', (code) => resolve(code)));
    old.kill('SIGTERM');
    const code = await exited;
    start(name);
    await healthy(name);
    took.push(`${name.toUpperCase()} stopped with ${code} and served again after ${Date.now() - started} ms`);
    // nginx leaves out an instance that failed a connection for 5 s (deploy/nginx.conf): a deploy moves to
    // the next instance once the new one is in again.
    await sleep(6000);
  }
  const outcomes = await load.stop();
  const lost = outcomes.filter((o) => o.status !== 200).length;
  check(
    'rolling deploy behind nginx',
    lost === 0 && outcomes.length > 0,
    `${outcomes.length} requests while A, then B, restarted (${took.join('; ')}): ${lost} lost (${counts(outcomes)})`,
  );
}

/** How this machine stops and starts the PostgreSQL server of `url`, or why it cannot. */
function postgresControl(url: string): { stop: () => void; start: () => void; online: () => boolean } | string {
  if (process.env.CLUSTER_PG_RESTART === 'off') return 'CLUSTER_PG_RESTART=off';
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) return `PostgreSQL is on ${hostname}`;
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (listed.status !== 0) return 'pg_lsclusters is not installed';
  const line = listed.stdout
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((cols) => cols[2] === (port || '5432'));
  if (!line) return `no local cluster on port ${port || '5432'}`;
  const [version, cluster] = line;
  const ctl = (action: string, ...extra: string[]) => {
    const done = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, action, ...extra], {
      encoding: 'utf8',
    });
    if (done.status !== 0) throw new Error(`pg_ctlcluster ${action} failed: ${done.stderr || done.stdout}`);
  };
  const online = () =>
    spawnSync('pg_lsclusters', ['--no-header', version, cluster], { encoding: 'utf8' }).stdout.includes('online');
  return { stop: () => ctl('stop', '-m', 'fast'), start: () => ctl('start'), online };
}

export async function checkPostgresRestart(
  { base, postgresAdminUrl, sandboxKeySecret }: Cluster,
  { db, schema, createShopper, orderFor }: Shop,
  product: { id: number },
): Promise<void> {
  const control = postgresControl(postgresAdminUrl);
  if (typeof control === 'string') {
    console.log(`skip PostgreSQL restart: ${control}`);
    return;
  }
  const buyer = await createShopper();
  const headers = { ...buyer.bearerHeaders, 'content-type': 'application/json' };
  const [piece] = await db.select().from(schema.products).where(eq(schema.products.id, product.id));
  await db.update(schema.products).set({ stockQuantity: 100 }).where(eq(schema.products.id, product.id));
  const placedAnswer = await fetch(`${base.a}/api/v1/payments/create-order`, {
    method: 'POST',
    headers,
    body: JSON.stringify(orderFor(piece.id, piece.pricePaise)),
  });
  const placed = (await placedAnswer.json()) as { id: number; razorpay_order_id: string };
  if (placedAnswer.status !== 201) throw new Error(`create-order answered ${placedAnswer.status}`);
  const paymentId = `pay_pgrestart${placed.id}`;
  const verify = (instance: Instance) =>
    fetch(`${base[instance]}/api/v1/payments/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        order_id: placed.id,
        razorpay_order_id: placed.razorpay_order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', sandboxKeySecret)
          .update(`${placed.razorpay_order_id}|${paymentId}`)
          .digest('hex'),
      }),
      signal: AbortSignal.timeout(HANG_MS),
    }).then(
      (r) => r.status,
      () => 0,
    );
  // Reads that need the database every time (the shopper's orders, by session): a cached page would not tell.
  const read = (instance: Instance) => () => fetch(`${base[instance]}/api/v1/orders`, { headers });
  const load = steadyLoad([read('a'), read('b')]);
  await sleep(500);

  let stoppedAt = 0;
  let backAt = 0;
  let inGap: number[] = [];
  let pagesInGap: string[] = [];
  let recoveredMs: number | null = null;
  try {
    control.stop();
    stoppedAt = Date.now();
    // A payment verified in the gap, on each instance, and a health check: each answers 503.
    await sleep(300);
    inGap = await Promise.all([verify('a'), verify('b'), fetch(`${base.a}/api/health`).then((r) => r.status)]);
    // Pages in the gap: a product page no cache holds (it must read the database) on each instance, then the
    // home page: each 503 with Retry-After, never Next's 500 (server-runtime/database-outage.cjs).
    const page = (instance: Instance, path: string) =>
      fetch(`${base[instance]}${path}`, { signal: AbortSignal.timeout(HANG_MS) }).then(
        (r) => `${r.status}${r.headers.get('retry-after') ? '+RA' : ''}`,
        () => 'hung',
      );
    const unseen = `/product/${900_000_000 + (Date.now() % 1_000_000)}`;
    pagesInGap = await Promise.all([page('a', unseen), page('b', unseen)]);
    pagesInGap.push(await page('a', '/'));
    await sleep(Math.max(0, GAP_MS - (Date.now() - stoppedAt)));
  } finally {
    // Never leave the shared server stopped, whatever happened above.
    if (!control.online()) control.start();
    backAt = Date.now();
  }
  recoveredMs = await within(RECOVERY_LIMIT_MS * 2, async () => {
    const [a, b] = await Promise.all([read('a')(), read('b')()]);
    return a.status === 200 && b.status === 200;
  });
  await sleep(500);
  const outcomes = await load.stop();
  // The shopper's page sends the verification again: it is recorded once.
  const after = [await verify('a'), await verify('b')];
  const paymentRows = await db.select().from(schema.payments).where(eq(schema.payments.orderId, placed.id));
  const unavailable = outcomes.filter((o) => o.status === 503);
  const withoutRetryAfter = unavailable.filter((o) => o.retryAfter === null).length;
  const serverErrors = outcomes.filter((o) => o.status === 500).length;
  const hung = outcomes.filter((o) => o.status === 'hung').length;
  check(
    'PostgreSQL restarted under load',
    serverErrors === 0 &&
      hung === 0 &&
      withoutRetryAfter === 0 &&
      recoveredMs !== null &&
      recoveredMs <= RECOVERY_LIMIT_MS &&
      inGap.every((s) => s === 503) &&
      pagesInGap.every((s) => s === '503+RA') &&
      after.every((s) => s === 200) &&
      paymentRows.length === 1,
    `stopped ${backAt - stoppedAt} ms; ${outcomes.length} requests: ${unavailable.length} answered 503 ` +
      `(${withoutRetryAfter} without Retry-After), ${serverErrors} answered 500, ${hung} hung (${counts(outcomes)}); ` +
      `both instances served again ${recoveredMs === null ? 'never' : `${recoveredMs} ms`} after it was back; ` +
      `verify in the gap ${inGap.slice(0, 2).join(', ')} (health ${inGap[2]}), after ${after.join(', ')}; ` +
      `pages in the gap ${pagesInGap.join(', ')} (+RA: with Retry-After); ` +
      `${paymentRows.length} payment row(s)`,
  );
}
