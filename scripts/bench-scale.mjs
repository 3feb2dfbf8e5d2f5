// `npm run bench:scale` (and `npm run bench` when BENCH_SCALE_DATABASE_URL is set): the catalogue at 100,000
// pieces on PostgreSQL beside the 180-piece demo on PostgreSQL, through the production server. Uncached:
// every list, filter and search request names a price floor no request asked for before (below the cheapest
// piece, so the same pieces), which is a view of its own for the page cache and a count of its own. The two
// servers run side by side and each case is asked of both in turn, round after round, so a shared machine's
// load falls on both alike; a case's figure is the median of its rounds' p95. Writes the scale section of
// docs/benchmarks.md.
//
//   BENCH_SCALE_DATABASE_URL       postgres://… a database for the large catalogue (seeded once if empty)
//   BENCH_SCALE_DEMO_DATABASE_URL  postgres://… a database for the demo catalogue (optional; seeded if empty)
//   BENCH_SCALE_PRODUCTS           pieces of the large catalogue (100000)
//   BENCH_SCALE_ROUNDS, BENCH_SCALE_REQUESTS   rounds (3) and requests per case and round (30)
//   BENCH_SCALE_PORT               the first of two ports (3202)
//   BENCH_SCALE_PREVIEWS           pieces whose link previews are drawn ahead, timed (200; 0 leaves it out)
//
// The product page and category page cases are first fetches too: each request names a piece, or a category
// view (a category, then the same category in another order), not asked for before.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { percentile } from './lib/load.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { startServer } from './lib/server.mjs';

const BIG_URL = process.env.BENCH_SCALE_DATABASE_URL;
const DEMO_URL = process.env.BENCH_SCALE_DEMO_DATABASE_URL;
const PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS || 100000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS || 3);
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS || 30);
const PORT = Number(process.env.BENCH_SCALE_PORT || 3202);
const SECTION = process.env.BENCH_SCALE_SECTION || 'scale';
const PREVIEWS = Number(process.env.BENCH_SCALE_PREVIEWS ?? 200);
/** A category's list in each order the list offers, the default first: each a view of its own, not cached. */
const SORTS = ['', 'created_at_asc', 'price_asc', 'price_desc', 'name_asc', 'name_desc'];
/** Targets of the list, the filtered list and a common-word search (uncached p95, ms). */
const TARGET_MS = 150;
const TARGET_RATIO = 3;
/** Target of a product page's and a category page's first fetch at scale (median, ms). */
const FIRST_FETCH_P50_MS = 150;

if (!BIG_URL?.startsWith('postgres')) {
  console.error('Set BENCH_SCALE_DATABASE_URL to a PostgreSQL database the benchmark may fill.');
  process.exit(1);
}

function seed(url, products, pictures) {
  const dataDir = path.resolve(ROOT, `.data-bench-scale-${products}`);
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url };
  // Seeds only an empty database; a seeded one is left as it is (its size is read back below).
  const flags = pictures ? [] : ['--no-pictures'];
  run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/seed.ts', '--products', String(products), ...flags], { env });
  return dataDir;
}

/** Times drawing the first `pieces` pieces' link previews ahead (scripts/bench-previews-ahead.ts). */
function previewsAhead(dataDir, pieces) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: BIG_URL };
  const script = 'scripts/bench-previews-ahead.ts';
  const out = spawnSync('node', [...SERVER_SCRIPT_FLAGS, script, String(pieces)], { cwd: ROOT, env, encoding: 'utf8' });
  const line = out.stdout.trim().split('\n').at(-1) ?? '';
  if (out.status !== 0 || !line.startsWith('{')) {
    console.error(`${script} failed:`, out.stderr);
    return null;
  }
  return JSON.parse(line);
}

async function json(base, route) {
  const response = await fetch(base + route);
  if (!response.ok) throw new Error(`${route}: ${response.status}`);
  return response.json();
}

/** What the cases need to know of one catalogue: its size, a category, the list's last page, piece ids. */
async function survey(base) {
  const { categories } = await json(base, '/api/v1/categories?root_only=true');
  const { categories: every } = await json(base, '/api/v1/categories');
  const all = await json(base, '/api/v1/products?per_page=100&page=3');
  const counted = categories.reduce((sum, c) => sum + c.products_count, 0);
  return {
    size: counted,
    category: categories[0].id,
    categories: every.filter((c) => c.products_count > 0).map((c) => c.id),
    lastPage: Math.ceil(all.pagination.total_count / 12),
    ids: all.products.map((p) => p.id),
  };
}

/** One request, read to its end; its time in ms and its status. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

const CASES = [
  { name: 'list', route: (s, k) => `/products?min_price=${k}`, listed: true },
  { name: 'list, one category', route: (s, k) => `/products?category_id=${s.category}&min_price=${k}`, listed: true },
  { name: 'search "gold"', route: (s, k) => `/products?search=gold&min_price=${k}`, listed: true },
  { name: 'search "necklace"', route: (s, k) => `/products?search=necklace&min_price=${k}`, listed: true },
  { name: 'list, its last page', route: (s, k) => `/products?page=${s.lastPage}&min_price=${k}` },
  {
    name: 'product page',
    route: (s, k) => `/products/${s.ids[k % s.ids.length]}`,
    shown: '/products/{id}',
    first: true,
  },
  {
    name: 'category page',
    route: (s, k) => {
      const sort = SORTS[Math.floor(k / s.categories.length) % SORTS.length];
      return `/products?category_id=${s.categories[k % s.categories.length]}${sort ? `&sort=${sort}` : ''}`;
    },
    shown: '/products?category_id={id}[&sort=…]',
    first: true,
  },
  { name: 'sitemap index', route: () => '/sitemap.xml', few: true },
  { name: 'sitemap, first products file', route: () => '/sitemaps/products-1.xml', few: true },
  { name: 'Google feed (whole, gzip)', route: () => '/feeds/google.xml', few: true },
];

const round1 = (ms) => Math.round(ms * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// The large catalogue's pieces share a few pictures (scripts/seed.ts); the demo's, only compared for its lists,
// are not drawn (that takes many minutes on a small machine), and its pages name pictures that are not there.
const bigDir = seed(BIG_URL, PRODUCTS, true);
const demoDir = DEMO_URL ? seed(DEMO_URL, 180, false) : null;
buildIfStale();

const servers = [await startServer({ port: PORT, dataDir: bigDir, env: { DATABASE_URL: BIG_URL } })];
if (demoDir) servers.push(await startServer({ port: PORT + 1, dataDir: demoDir, env: { DATABASE_URL: DEMO_URL } }));
try {
  const surveys = await Promise.all(servers.map((s) => survey(s.base)));
  // p95 of each case, catalogue and round; a price floor (or product) per request, never asked before.
  const p95s = CASES.map(() => servers.map(() => []));
  const p50s = CASES.map(() => servers.map(() => []));
  const statuses = CASES.map(() => servers.map(() => new Map()));
  const next = CASES.map(() => servers.map(() => 1));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [c, spec] of CASES.entries()) {
      for (const [s, server] of servers.entries()) {
        const times = [];
        const count = spec.few ? 3 : REQUESTS;
        for (let i = 0; i < count; i++) {
          const k = next[c][s]++;
          const r = await timed(server.base + spec.route(surveys[s], k));
          times.push(r.ms);
          statuses[c][s].set(r.status, (statuses[c][s].get(r.status) ?? 0) + 1);
        }
        times.sort((a, b) => a - b);
        p95s[c][s].push(percentile(times, 95));
        p50s[c][s].push(percentile(times, 50));
      }
      const shown = servers
        .map(
          (_, s) => `${spec.first ? `p50 ${round1(p50s[c][s].at(-1))} ms, ` : ''}p95 ${round1(p95s[c][s].at(-1))} ms`,
        )
        .join(' / ');
      console.log(`round ${round + 1}, ${spec.name}: ${shown}`);
    }
  }
  const rows = CASES.map((spec, c) => {
    // First fetches (a product page, a category page) show their median beside their p95.
    const figure = (s) =>
      spec.first ? `${round1(median(p50s[c][s]))} / ${round1(median(p95s[c][s]))}` : round1(median(p95s[c][s]));
    const big = round1(median(p95s[c][0]));
    const demo = servers[1] ? round1(median(p95s[c][1])) : null;
    const codes = (s) => [...statuses[c][s].entries()].map(([code, n]) => `${code}×${n}`).join(' ');
    let verdict = '';
    if (spec.listed) {
      const under = big <= TARGET_MS;
      const ratio = demo ? big / demo : null;
      verdict = `≤ ${TARGET_MS} ms: ${under ? 'met' : 'missed'}`;
      if (ratio !== null)
        verdict += `; ${ratio.toFixed(1)}× the demo (≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? 'met' : 'missed'})`;
    }
    const route =
      spec.shown ?? spec.route(surveys[0], 'k').replace(`category_id=${surveys[0].category}`, 'category_id={root}');
    if (spec.first) {
      const under = median(p50s[c][0]) < FIRST_FETCH_P50_MS;
      verdict = `p50 < ${FIRST_FETCH_P50_MS} ms: ${under ? 'met' : 'missed'}`;
    }
    return `| ${spec.name} | \`${route}\` | ${figure(0)} | ${servers[1] ? figure(1) : '–'} | ${codes(0)} | ${verdict} |`;
  });
  const sizes = surveys.map((s) => s.size.toLocaleString('en-IN'));
  const ahead = PREVIEWS > 0 ? previewsAhead(bigDir, PREVIEWS) : null;
  const aheadLine = ahead
    ? `\n\nLink previews drawn ahead (after a save or an import, one at a time; \`scripts/bench-previews-ahead.ts\`): ${ahead.pieces} pieces of the large catalogue in ${(ahead.ms / 1000).toFixed(1)} s, ${Math.round(ahead.perPieceMs)} ms a piece (largest file ${Math.round(ahead.bytesMax / 1024)} KB), so about ${Math.round((ahead.perPieceMs * 10_000) / 60_000)} min for a 10,000-row import and ${Math.round((ahead.perPieceMs * surveys[0].size) / 60_000)} min for the whole catalogue, in the background; until then a preview is drawn on its first request.`
    : '';
  writeSection(
    SECTION,
    `## Catalogue at scale on PostgreSQL (\`BENCH_SCALE_DATABASE_URL=… npm run bench\`, section ${SECTION})

${machineLine()}. Production build, two servers side by side on PostgreSQL (loopback): ${sizes[0]} active pieces${sizes[1] ? ` and the demo's ${sizes[1]}` : ''}. One request at a time, each list, filter or search with a price floor never asked before (\`k\`, below the cheapest piece), so neither the page nor its count comes from a cache; each case asked of both catalogues in turn, ${REQUESTS} requests a round (3 for the sitemap and feed), ${ROUNDS} rounds. Figures: the median of the rounds' p95, ms; for the product and category pages, the median of the rounds' p50 / p95. Targets (issue 47): a list, a filtered list and a common-word search ≤ ${TARGET_MS} ms at 100,000 and within ${TARGET_RATIO}× of the demo.

| case | request | p95 (first fetches: p50 / p95), large | the same, demo | statuses, large | target |
|---|---|---|---|---|---|
${rows.join('\n')}${aheadLine}`,
  );
} finally {
  for (const server of servers) server.stop();
}
