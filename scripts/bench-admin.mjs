// `npm run bench:admin`: the back office's product list at 100,000 products (its p95 is the target),
// on the data dir bench:api seeds, with an owner made by `npm run admin` and signed in through the real login
// (password, then the emailed code from the development outbox). Each case is measured for one member of staff
// (one connection) and under load (10 at once). BENCH_DATABASE_URL runs it on a PostgreSQL server instead of the
// embedded database (seeded once, replacing what that database held): a shop of 100,000 pieces runs there.
// Writes the admin section of docs/benchmarks.md, or admin-postgres for a PostgreSQL run.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { measure } from './lib/load.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100000);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const dataDir = path.resolve(ROOT, process.env.BENCH_DATA_DIR || '.data-bench');
const databaseUrl = process.env.BENCH_DATABASE_URL || '';
const onPostgres = databaseUrl !== '';
const marker = path.join(
  dataDir,
  onPostgres ? `seeded-postgres-${PRODUCTS}-${Buffer.from(databaseUrl).toString('base64url')}` : `seeded-${PRODUCTS}`,
);
const TARGET_P95_MS = 50;
const OWNER = { email: 'bench-owner@example.com', password: 'bench-owner-pass' };
const MAILBOX_KEY = 'bench-mailbox-key';

const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
if (!fs.existsSync(marker)) {
  if (!onPostgres) fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `> Seeding ${PRODUCTS} products into ${onPostgres ? 'the PostgreSQL database' : dataDir} (once; reused by later runs)`,
  );
  run(
    'node',
    [...SERVER_SCRIPT_FLAGS, 'scripts/seed.ts', '--products', String(PRODUCTS), ...(onPostgres ? ['--force'] : [])],
    { env },
  );
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(marker, new Date().toISOString());
}
run(
  'node',
  [
    ...SERVER_SCRIPT_FLAGS,
    'scripts/admin.ts',
    'create-owner',
    '--email',
    OWNER.email,
    '--password',
    OWNER.password,
    '--name',
    'Bench Owner',
  ],
  { env },
);
buildIfStale();

async function signIn(base) {
  const headers = { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' };
  const started = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers, body: JSON.stringify(OWNER) });
  if (!started.ok) throw new Error(`login failed: ${started.status} ${await started.text()}`);
  const { session_token } = await started.json();
  let code;
  for (let i = 0; i < 20 && !code; i++) {
    const box = await (
      await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(OWNER.email)}&key=${MAILBOX_KEY}`)
    ).json();
    code = box.messages[0]?.subject.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  const verified = await fetch(`${base}/api/v1/auth/verify_otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ session_token, otp_code: code, ...OWNER }),
  });
  if (!verified.ok) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  return verified.headers.get('set-cookie').split(';')[0];
}

const server = await startServer({ port: 3201, dataDir, env: { DATABASE_URL: databaseUrl, MAILBOX_KEY } });
try {
  const cookie = await signIn(server.base);
  const categories = await (await fetch(`${server.base}/api/v1/categories`)).json();
  const leaf = categories.categories.find((c) => c.parent_id !== null)?.id ?? categories.categories[0].id;
  const cases = [
    ['first page, newest first', '/api/v1/admin/products?per_page=25'],
    ["recently updated (the grid's default)", '/api/v1/admin/products?per_page=25&sort=updated_at&order=desc'],
    ['sorted by price', '/api/v1/admin/products?per_page=25&sort=price&order=asc'],
    ['page 2,000 of 4,000', '/api/v1/admin/products?per_page=25&page=2000'],
    ['search "kundan"', '/api/v1/admin/products?per_page=25&q=kundan'],
    ['one category', `/api/v1/admin/products?per_page=25&category_id=${leaf}`],
    ['low stock, active', '/api/v1/admin/products?per_page=25&status=active&stock=low'],
  ];
  const rows = [];
  for (const [name, route] of cases) {
    const one = await measure({ url: server.base + route, connections: 1, duration: DURATION, headers: { cookie } });
    const ten = await measure({ url: server.base + route, connections: 10, duration: DURATION, headers: { cookie } });
    console.log(
      `${name}: one user p50 ${one.p50} ms, p95 ${one.p95} ms; 10 at once p50 ${ten.p50} ms, p95 ${ten.p95} ms, ${ten.rps.toFixed(0)} req/s; errors ${one.errors + ten.errors}`,
    );
    const verdict = one.p95 <= TARGET_P95_MS ? 'met' : `missed by ${(one.p95 - TARGET_P95_MS).toFixed(1)} ms`;
    rows.push(
      `| ${name} | \`${route.replace(`category_id=${leaf}`, 'category_id={leaf}')}\` | ${one.p50} | ${one.p95} | ${verdict} | ${ten.p50} | ${ten.p95} | ${ten.p99} | ${ten.rps.toFixed(0)} | ${one.errors + ten.errors} |`,
    );
  }
  writeSection(
    onPostgres ? 'admin-postgres' : 'admin',
    `## Back-office product list${onPostgres ? ' on PostgreSQL' : ''} (\`${onPostgres ? 'BENCH_DATABASE_URL=… ' : ''}npm run bench:admin\`)

${machineLine()}. ${onPostgres ? 'PostgreSQL server on loopback' : 'Embedded PGlite'}, ${PRODUCTS.toLocaleString('en-IN')} products, production build, signed in as the owner, autocannon for ${DURATION} s per column after a 2 s warm-up: one connection (one member of staff) and 10 at once. Latencies in ms. Target (issue 17): p95 ≤ ${TARGET_P95_MS} ms for one member of staff.

| case | request | one: p50 | one: p95 | p95 ≤ ${TARGET_P95_MS} ms | 10: p50 | 10: p95 | 10: p99 | 10: req/s | errors |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Server memory (resident, all processes of the server) right after the load: ${await rssOfGroupMb(server.pid)} MB.`,
  );
} finally {
  server.stop();
}
