// `npm run bench:soak`: what a search engine's crawler does to the shop, three times over. Each pass fetches
// every page robots.txt allows, following links from the home page, then every picture those pages name
// (img src and srcset, <picture> sources, preloads, link previews), then 2,000 list views no one asked for
// before. The server's resident memory is sampled every second throughout.
// Figures: cold pictures (first pass) and timeouts, memory at the end of each pass and at its highest,
// written to the soak section of docs/benchmarks.md with the memory curve as docs/soak-memory.svg.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { percentile } from './lib/load.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

const PASSES = 3;
const LIST_VIEWS = Number(process.env.SOAK_LIST_VIEWS || 2000);
const CONCURRENCY = 8;
const TIMEOUT_MS = 10_000;
const MAX_PAGES = 5000;
const dataDir = path.resolve(ROOT, process.env.BENCH_SOAK_DATA_DIR || '.data-bench-soak');
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };

run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], { env });
buildIfStale(env);

const server = await startServer({ port: 3203, dataDir, env: { DATABASE_URL: '' } });
const started = Date.now();
const samples = [];
const marks = [];
const sample = async () => {
  const t = (Date.now() - started) / 1000;
  samples.push({ t, mb: await rssOfGroupMb(server.pid) });
};
const sampler = setInterval(sample, 1000);

/** One GET with a time limit: its status, time and (for pages) text; a timeout or a refused connection as status 0. */
async function get(url, { text = false } = {}) {
  const begun = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
    const body = text ? await response.text() : await response.arrayBuffer();
    return {
      status: response.status,
      ms: performance.now() - begun,
      body: text ? body : null,
      type: response.headers.get('content-type') ?? '',
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - begun, body: null, error: error?.name ?? String(error) };
  }
}

/** Runs `work` over `items`, `CONCURRENCY` at a time. */
async function pool(items, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const decode = (value) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");

/** The same-origin paths robots.txt keeps crawlers out of. */
async function disallowed() {
  const robots = await (await fetch(`${server.base}/robots.txt`)).text();
  return robots
    .split('\n')
    .filter((line) => /^disallow:/i.test(line))
    .map((line) => line.slice(line.indexOf(':') + 1).trim())
    .filter(Boolean);
}

function linksOf(html) {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => decode(m[1]));
}

function picturesOf(html) {
  const found = [];
  for (const m of html.matchAll(/\b(?:src|content)="([^"]+)"/g)) found.push(decode(m[1]));
  for (const m of html.matchAll(/\b(?:srcset|srcSet|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of decode(m[1]).split(',')) found.push(candidate.trim().split(/\s+/)[0]);
  }
  return found.filter((url) => /\.(webp|avif|png|jpe?g)(\?|$)/i.test(url));
}

const sameOrigin = (url) => {
  try {
    const parsed = new URL(url, server.base);
    return parsed.origin === server.base ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
};

async function crawlPass(pass, blocked) {
  const pages = new Map();
  const pictures = new Set();
  const queue = ['/', '/categories', '/products'];
  for (const start of queue) pages.set(start, null);
  const fetchPage = async (route) => {
    const answer = await get(server.base + route, { text: true });
    pages.set(route, answer);
    if (answer.status !== 200 || !answer.type.includes('text/html')) return;
    for (const link of linksOf(answer.body)) {
      const local = sameOrigin(link);
      if (!local || pages.has(local) || pages.size >= MAX_PAGES) continue;
      if (blocked.some((prefix) => local.startsWith(prefix))) continue;
      pages.set(local, null);
      queue.push(local);
    }
    for (const url of picturesOf(answer.body)) {
      const local = sameOrigin(url);
      if (local) pictures.add(local);
    }
  };
  // Breadth first: the queue grows while the workers read it.
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        if (next >= queue.length) {
          await new Promise((r) => setTimeout(r, 50));
          if (next >= queue.length && [...pages.values()].every((v) => v !== null)) return;
          continue;
        }
        await fetchPage(queue[next++]);
      }
    }),
  );
  const pageAnswers = [...pages.values()];
  const pictureTimes = [];
  let pictureTimeouts = 0;
  let pictureErrors = 0;
  await pool([...pictures], async (route) => {
    const answer = await get(server.base + route);
    if (answer.status === 0) pictureTimeouts++;
    else if (answer.status !== 200) pictureErrors++;
    pictureTimes.push(answer.ms);
  });
  // List views no one asked for before: a different price floor each, new ones every pass.
  const listTimes = [];
  let listErrors = 0;
  const views = Array.from(
    { length: LIST_VIEWS },
    (_, i) => `/products?min_price=${pass * LIST_VIEWS + i + 1}&sort=${['price_asc', 'price_desc', 'newest'][i % 3]}`,
  );
  await pool(views, async (route) => {
    const answer = await get(server.base + route);
    if (answer.status !== 200) listErrors++;
    listTimes.push(answer.ms);
  });
  await sample();
  pictureTimes.sort((a, b) => a - b);
  listTimes.sort((a, b) => a - b);
  return {
    pass,
    pages: pageAnswers.length,
    pageErrors: pageAnswers.filter((a) => a && a.status !== 200 && !(a.status >= 300 && a.status < 400)).length,
    pageTimeouts: pageAnswers.filter((a) => a && a.status === 0).length,
    pictures: pictures.size,
    pictureTimeouts,
    pictureErrors,
    pictureP50: percentile(pictureTimes, 50),
    pictureP95: percentile(pictureTimes, 95),
    pictureMax: pictureTimes.at(-1) ?? NaN,
    lists: views.length,
    listErrors,
    listP95: percentile(listTimes, 95),
    rss: samples.at(-1).mb,
    seconds: (Date.now() - started) / 1000,
  };
}

/** The memory curve as a small SVG: resident MB over seconds, the passes' ends marked, 400 and 500 MB drawn. */
function plot(points, passEnds) {
  const W = 640,
    H = 240,
    L = 48,
    R = 12,
    T = 12,
    B = 32;
  const maxT = Math.max(...points.map((p) => p.t), 1);
  const maxMb = Math.max(550, ...points.map((p) => p.mb));
  const x = (t) => L + (t / maxT) * (W - L - R);
  const y = (mb) => T + (1 - mb / maxMb) * (H - T - B);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(p.mb).toFixed(1)}`).join('');
  const guide = (mb, label) =>
    `<line x1="${L}" x2="${W - R}" y1="${y(mb)}" y2="${y(mb)}" stroke="#b71c1c" stroke-dasharray="4 4"/><text x="${W - R}" y="${y(mb) - 4}" text-anchor="end" font-size="11" fill="#b71c1c">${label}</text>`;
  const ends = passEnds
    .map(
      (t, i) =>
        `<line x1="${x(t)}" x2="${x(t)}" y1="${T}" y2="${H - B}" stroke="#999" stroke-dasharray="2 3"/><text x="${x(t) - 4}" y="${T + 12}" text-anchor="end" font-size="11" fill="#555">pass ${i + 1}</text>`,
    )
    .join('');
  const ticks = [0, 100, 200, 300, 400, 500]
    .filter((mb) => mb <= maxMb)
    .map((mb) => `<text x="${L - 6}" y="${y(mb) + 4}" text-anchor="end" font-size="11" fill="#333">${mb}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" role="img" aria-label="Server resident memory during the soak">
<rect width="${W}" height="${H}" fill="#fff"/>
<line x1="${L}" x2="${L}" y1="${T}" y2="${H - B}" stroke="#333"/><line x1="${L}" x2="${W - R}" y1="${H - B}" y2="${H - B}" stroke="#333"/>
${ticks}<text x="${L}" y="${H - 10}" font-size="11" fill="#333">0 s</text><text x="${W - R}" y="${H - 10}" text-anchor="end" font-size="11" fill="#333">${Math.round(maxT)} s</text>
<text x="${L + 4}" y="${H - B - 6}" font-size="11" fill="#333">resident MB</text>
${guide(400, '400 MB')}${guide(500, '500 MB')}${ends}
<path d="${line}" fill="none" stroke="#1565c0" stroke-width="2"/>
</svg>
`;
}

try {
  await sample();
  const blocked = await disallowed();
  const passes = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const result = await crawlPass(pass, blocked);
    marks.push(result.seconds);
    passes.push(result);
    console.log(
      `pass ${pass + 1}: ${result.pages} pages (${result.pageErrors} errors, ${result.pageTimeouts} timeouts), ${result.pictures} pictures (p50 ${result.pictureP50.toFixed(1)} ms, p95 ${result.pictureP95.toFixed(1)} ms, max ${result.pictureMax.toFixed(0)} ms, ${result.pictureTimeouts} timeouts, ${result.pictureErrors} errors), ${result.lists} list views (p95 ${result.listP95.toFixed(0)} ms, ${result.listErrors} errors), ${result.rss} MB`,
    );
  }
  clearInterval(sampler);
  const peak = Math.max(...samples.map((s) => s.mb));
  const [first, , third] = passes;
  const steady = third.rss <= first.rss * 1.1;
  fs.writeFileSync(path.join(ROOT, 'docs', 'soak-memory.svg'), plot(samples, marks));
  const cold = passes[0];
  const rows = passes.map(
    (p) =>
      `| ${p.pass + 1} | ${p.pages} | ${p.pageErrors} / ${p.pageTimeouts} | ${p.pictures} | ${p.pictureP50.toFixed(1)} | ${p.pictureP95.toFixed(1)} | ${p.pictureMax.toFixed(0)} | ${p.pictureTimeouts} / ${p.pictureErrors} | ${p.lists} | ${p.listP95.toFixed(0)} | ${p.listErrors} | ${p.rss} |`,
  );
  writeSection(
    'soak',
    `## Soak (\`npm run bench:soak\`)

${machineLine()}. Production build, demo catalogue on PGlite, embedded defaults. Each pass crawls every page robots.txt allows (links followed from the home page), then every picture those pages name (img src and srcset, <picture> sources, preloads, link previews), then ${LIST_VIEWS} list views not asked for before (a new price floor each); ${CONCURRENCY} requests at a time, each given ${TIMEOUT_MS / 1000} s. Memory is the resident size of the server's processes, sampled every second.

| pass | pages | page errors / timeouts | pictures | picture p50 ms | picture p95 ms | picture max ms | picture timeouts / errors | list views | list p95 ms | list errors | memory after, MB |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Cold pictures (pass 1, none asked for before): p95 ${cold.pictureP95.toFixed(1)} ms, slowest ${cold.pictureMax.toFixed(0)} ms (target ≤ 50 ms: ${cold.pictureMax <= 50 ? 'met' : `p95 ${cold.pictureP95 <= 50 ? 'met' : 'missed'}, slowest missed`}); timeouts over all passes: ${passes.reduce((n, p) => n + p.pictureTimeouts + p.pageTimeouts, 0)}. Memory: highest ${peak} MB (target ≤ 500 MB: ${peak <= 500 ? 'met' : 'missed'}); after the third pass ${third.rss} MB against ${first.rss} MB after the first (target ≤ first + 10 %: ${steady ? 'met' : 'missed'}).

![Server resident memory during the soak](soak-memory.svg)`,
  );
} finally {
  clearInterval(sampler);
  server.stop();
}
