// The sitemap and feed files and a common-word search on a large catalogue, measured in this process against
// DATABASE_URL (or DATA_DIR's embedded database): how long each prepared file takes to build, how large it is
// plain and compressed, what answering a fetch then costs (a file read, or a 304), and the search's list and
// count. For the 100,000-piece catalogue of `npm run seed -- --products 100000`:
//   DATABASE_URL=postgres://... DATA_DIR=/tmp/x node --conditions=react-server --import tsx scripts/bench-seo-files.ts
// Prints lines for docs/benchmarks.md ("Sitemaps, feeds and search at scale").
import { performance } from 'node:perf_hooks';
import { closeDb } from '@/lib/server/db';
import { catalogueStamp, countActiveProducts, listProducts } from '@/lib/server/catalogue';
import { FEED_KINDS } from '@/lib/server/feeds';
import { feedFileSpec } from '@/lib/server/http/feed-route';
import { prepareIfChanged, preparedFileResponse, type PreparedFileSpec } from '@/lib/server/http/prepared-file';
import { sitemapFileSpecs } from '@/lib/server/http/sitemap-route';

process.env.SITE_URL ??= 'https://shop.example.in';
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function fetchOnce(spec: PreparedFileSpec, headers: Record<string, string>) {
  return timed(async () => {
    const response = await preparedFileResponse(new Request('http://localhost/x', { headers }), spec);
    return {
      status: response.status,
      bytes: (await response.arrayBuffer()).byteLength,
      etag: response.headers.get('etag'),
    };
  });
}

async function measureFile(spec: PreparedFileSpec) {
  const rssBefore = process.memoryUsage().rss;
  const [, buildMs] = await timed(() => prepareIfChanged(spec));
  const rssAfter = process.memoryUsage().rss;
  const [plain] = await fetchOnce(spec, {});
  const [gz, gzMs] = await fetchOnce(spec, { 'accept-encoding': 'gzip' });
  const [br, brMs] = await fetchOnce(spec, { 'accept-encoding': 'br' });
  const [notModified, notModifiedMs] = await fetchOnce(spec, { 'if-none-match': gz.etag ?? '' });
  console.log(
    `- ${spec.name}: built in ${(buildMs / 1000).toFixed(1)} s (RSS ${mb(rssBefore)} -> ${mb(rssAfter)} MB); ` +
      `${mb(plain.bytes)} MB plain, ${mb(gz.bytes)} MB gzip (read in ${gzMs.toFixed(0)} ms), ` +
      `${mb(br.bytes)} MB br (${brMs.toFixed(0)} ms); ${notModified.status} in ${notModifiedMs.toFixed(0)} ms`,
  );
}

async function main() {
  const pieces = await countActiveProducts();
  console.log(`${pieces} active pieces`);
  const stampMs: number[] = [];
  for (let i = 0; i < 5; i++) stampMs.push((await timed(() => catalogueStamp()))[1]);
  console.log(`- catalogue stamp (checked on every fetch): p95 ${p95(stampMs).toFixed(0)} ms`);
  for (const spec of await sitemapFileSpecs()) await measureFile(spec);
  for (const kind of FEED_KINDS) await measureFile(await feedFileSpec(kind));
  for (const word of ['gold', 'silver', 'necklace']) {
    const ms: number[] = [];
    for (let i = 0; i < 5; i++) {
      ms.push((await timed(() => listProducts({ search: word, sort: 'relevance', page: 1, perPage: 12 })))[1]);
    }
    console.log(`- search "${word}", list and count uncached: p95 ${p95(ms).toFixed(0)} ms`);
  }
  await closeDb();
}

void main();
