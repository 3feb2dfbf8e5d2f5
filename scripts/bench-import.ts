// Times the products CSV import at 10,000 rows on the demo shop: a dry run, the import that creates
// the products, an export of the whole catalogue, re-importing that export unchanged, and an import that
// changes every product's price; then files of 5, 10 and 20 MB (dry run and import) with their peak memory and the
// slowest answers another query and another request (GET /api/v1/products) got meanwhile. Writes the figures into docs/benchmarks.md.
// Usage: npm run bench:import [-- --rows N] [-- --memory-only]
// (DATABASE_URL as the app reads it; by default an in-memory PGlite, seeded here.)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, tables } from '@/lib/server/db';
import { seedDemoShop } from '@/demo/seed-demo-shop';
import { staffActorOf } from '@/lib/server/access/staff-actor';
import { importProducts } from '@/lib/server/catalogue/product-import';
import { productCsvChunks } from '@/lib/server/catalogue/product-export';
import { parseCsv } from '@/lib/server/csv/read-csv';
import { PRODUCT_IMPORT_LIMITS } from '@/lib/shared/schemas/product-csv-schema';
import { listProducts } from '@/lib/server/catalogue/products';
import { writeSection } from './lib/report.mjs';
import { productListQuerySchema, toProductFilter } from '@/lib/shared/schemas/catalogue-schema';

const sizesArg = process.argv.indexOf('--sizes');
const SIZES_MB = sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number) : [5, 10, 20];
const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 10_000;
process.env.DATABASE_URL ??= 'memory://';

function catalogueCsv(rows: number, categoryName: string): string {
  const lines = [
    'slug,name,description,category,tags,pricing_kind,price,metal_rate,weight_grams,making_charge_kind,' +
      'making_charge_value,stock_quantity,variant_size,variant_price,variant_weight_grams,variant_stock',
  ];
  let n = 0;
  while (lines.length - 1 < rows) {
    n++;
    const slug = `bench-piece-${n}`;
    const name = `Bench Piece ${n}`;
    if (n % 10 === 0 && rows - (lines.length - 1) >= 4) {
      // A ring in four sizes: four rows.
      for (const [i, size] of ['10', '12', '14', '16'].entries()) {
        const price = 1500 + i * 100;
        lines.push(`${slug},${name},Sized piece,${categoryName},"ring, bench",fixed,,,,,,,${size},${price},,${i + 1}`);
      }
    } else if (n % 5 === 0) {
      const grams = (5 + (n % 40) / 10).toFixed(1);
      lines.push(`${slug},${name},By weight,${categoryName},"chain, bench",weight,,gold_22k,${grams},percent,12,3,,,,`);
    } else {
      const price = 999 + (n % 500);
      lines.push(`${slug},${name},"A piece, described",${categoryName},bench,fixed,${price},,,,,${n % 7},,,,`);
    }
  }
  return lines.join('\n') + '\n';
}

/** A file of about `bytes` bytes in at most maxRows rows: fixed-price pieces, each described at length. */
function sizedCsv(bytes: number, categoryName: string, tag: string): string {
  const rows = PRODUCT_IMPORT_LIMITS.maxRows;
  const head = 'slug,name,description,category,tags,pricing_kind,price,stock_quantity';
  const padding = 'Hand-finished piece with a polished surface. '.repeat(Math.ceil(bytes / rows / 40));
  const lines = [head];
  for (let n = 1; n <= rows; n++) {
    const line = `${tag}-${n},${tag} ${n},"`;
    const tail = `",${categoryName},bench,fixed,${999 + (n % 500)},${n % 7}`;
    lines.push(line + padding.slice(0, Math.max(10, bytes / rows - line.length - tail.length - 1)) + tail);
  }
  return lines.join('\n') + '\n';
}

/** What GET /api/v1/products does on a cache miss (every batch of an import expires the list's cache): a page
 *  of products read and written out as JSON. The route handler itself needs Next's runtime, which a script lacks. */
async function listRequest(page: number): Promise<void> {
  const query = productListQuerySchema.parse({ page: String((page % 3) + 1) });
  JSON.stringify(await listProducts(toProductFilter(query)));
}

/** Peak resident memory and heap while fn runs, and the slowest answers to a one-row query and to a product
 *  list request, each sent every 100 ms meanwhile (what another request would wait for). */
async function measured<T>(fn: () => Promise<T>) {
  const db = await getDb();
  global.gc?.();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  let slowest = 0;
  let slowestList = 0;
  let done = false;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  // Each probe counts from when it was due, not from when its timer got to run: a request that arrives while
  // the event loop is busy (PGlite runs a statement on the main thread) waits from its arrival.
  const every = (ask: (n: number) => Promise<unknown>, record: (ms: number) => void) =>
    (async () => {
      let due = performance.now();
      for (let n = 0; !done; n++) {
        await ask(n);
        record(performance.now() - due);
        due = performance.now() + 100;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
  const probe = every(
    () => db.execute(sql`select 1`),
    (ms) => (slowest = Math.max(slowest, ms)),
  );
  const listProbe = every(listRequest, (ms) => (slowestList = Math.max(slowestList, ms)));
  const began = performance.now();
  try {
    const result = await fn();
    const ms = Math.round(performance.now() - began);
    return { result, ms, rss, heap, startRss: start.rss, slowest, slowestList };
  } finally {
    done = true;
    clearInterval(sample);
    await Promise.all([probe, listProbe]);
  }
}

const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, Math.round(performance.now() - start)];
}

type Actor = Parameters<typeof importProducts>[0];

async function memoryRuns(actor: Actor, categoryName: string): Promise<string[]> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const memory: string[] = [];
  // What the probes take with nothing else running: on a shared machine this is most of what they wait.
  const idle = await measured(() => new Promise((resolve) => setTimeout(resolve, 3_000)));
  memory.push(
    `- nothing running (3 s): slowest \`select 1\` ${Math.round(idle.slowest).toLocaleString('en-IN')} ms, ` +
      `GET /api/v1/products ${Math.round(idle.slowestList).toLocaleString('en-IN')} ms`,
  );
  console.log(memory[0]);
  for (const size of SIZES_MB) {
    const file = encode(sizedCsv(size * 1024 * 1024, categoryName, `mem${size}`));
    for (const dryRun of [true, false]) {
      const run = await measured(() => importProducts(actor, file, { dryRun }));
      if (!run.result.ok) throw new Error(JSON.stringify(run.result.errors.slice(0, 5)));
      memory.push(
        `- ${MB(file.length)} file, ${PRODUCT_IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows, ` +
          `${dryRun ? 'dry run' : 'import'}: ${run.ms.toLocaleString('en-IN')} ms; peak RSS ${MB(run.rss)} ` +
          `(${MB(run.startRss)} before), peak heap ${MB(run.heap)}; slowest meanwhile: \`select 1\` ` +
          `${Math.round(run.slowest).toLocaleString('en-IN')} ms, GET /api/v1/products ` +
          `${Math.round(run.slowestList).toLocaleString('en-IN')} ms`,
      );
      console.log(memory[memory.length - 1]);
    }
  }

  return memory;
}

async function main() {
  const db = await getDb();
  await seedDemoShop(db, { images: false });
  const [category] = await db.select({ name: tables.categories.name }).from(tables.categories).limit(1);
  const user = { id: 1, email: 'bench@example.com', name: 'Bench' };
  const session = { user, role: 'owner', sessionId: 0, signedInAt: new Date(), reauthenticatedAt: null };
  const actor = staffActorOf(session as unknown as Parameters<typeof staffActorOf>[0], '127.0.0.1');
  if (process.argv.includes('--memory-only')) {
    console.time('memory');
    await memoryRuns(actor, category.name);
    return closeDb();
  }
  const csv = new TextEncoder().encode(catalogueCsv(ROWS, category.name));
  const results: [string, number, string][] = [];

  const [dry, dryMs] = await timed(() => importProducts(actor, csv, { dryRun: true }));
  if (!dry.ok) throw new Error(JSON.stringify(dry.errors.slice(0, 5)));
  results.push([`dry run, ${ROWS.toLocaleString('en-IN')} rows`, dryMs, `${dry.summary.created} would be created`]);
  const [made, madeMs] = await timed(() => importProducts(actor, csv, { dryRun: false }));
  if (!made.ok) throw new Error(JSON.stringify(made.errors.slice(0, 5)));
  const createdText = made.summary.created.toLocaleString('en-IN');
  const rowsText = ROWS.toLocaleString('en-IN');
  results.push([
    `import creating ${createdText} products (${rowsText} rows)`,
    madeMs,
    'written in batches of about 100 ms, a transaction each',
  ]);

  const [exported, exportMs] = await timed(async () => {
    let text = '';
    for await (const chunk of productCsvChunks(actor)) text += chunk;
    return text;
  });
  const exportRows = parseCsv(exported).records.length - 1;
  const exportName = `export of the whole catalogue (${exportRows.toLocaleString('en-IN')} rows)`;
  results.push([exportName, exportMs, 'streamed, 500 products a batch']);
  const encode = (text: string) => new TextEncoder().encode(text);
  const [same, sameMs] = await timed(() => importProducts(actor, encode(exported), { dryRun: false }));
  if (!same.ok) throw new Error(JSON.stringify(same.errors.slice(0, 5)));
  const sameNote = `${same.summary.unchanged} unchanged, ${same.summary.updated} updated`;
  results.push(['re-import of that export unchanged', sameMs, sameNote]);

  const idRows = await db.select({ id: tables.products.id }).from(tables.products).orderBy(tables.products.id);
  const ids = idRows.map((r) => r.id);
  const priced = ['id,price', ...ids.slice(0, ROWS).map((id, i) => `${id},${100 + (i % 50)}`)].join('\n');
  const [changed, changedMs] = await timed(() => importProducts(actor, encode(priced), { dryRun: false }));
  if (!changed.ok) throw new Error(JSON.stringify(changed.errors.slice(0, 5)));
  const changedName = `import changing the price of ${changed.summary.updated.toLocaleString('en-IN')} products`;
  const changedNote = `${changed.summary.unchanged} unchanged (by weight or in sizes: the price is not theirs to set)`;
  results.push([changedName, changedMs, changedNote]);

  const memory = await memoryRuns(actor, category.name);

  const cpu = os.cpus();
  const load = os.loadavg()[0].toFixed(1);
  const when = new Date().toISOString().slice(0, 10);
  const engine = process.env.DATABASE_URL!.startsWith('postgres') ? 'PostgreSQL' : 'embedded PGlite';
  const section = [
    '## Products CSV import (`npm run bench:import`)',
    '',
    `${when}, ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, load average ${load}. ` +
      `${engine}, demo ` +
      'shop, domain functions called directly (no HTTP). A real import checks its rows outside any transaction and writes them in batches sized to take about 100 ms each (10 to 200 products), each its own short transaction (all or nothing by its journal). Wall-clock times: on a ' +
      'machine shared with other work they are upper bounds.',
    '',
    '| case | ms | note |',
    '|---|---|---|',
    ...results.map(([name, ms, note]) => `| ${name} | ${ms.toLocaleString('en-IN')} | ${note} |`),
    '',
    `### Memory of large files (--max-old-space-size=256, as the server runs: V8's heap limit ${MB(v8.getHeapStatistics().heap_size_limit)})`,
    '',
    "Each file read as a stream (csv-parse) and checked outside any transaction. The bench's database is in memory " +
      "(PGlite's WebAssembly heap) and grows with every import, so RSS includes every product written so far; the " +
      "peak heap is the import's own. Meanwhile a `select 1` and a `GET /api/v1/products` (its reads, uncached, " +
      'pages 1 to 3 in turn) are each sent every 100 ms; the slowest answer of each is given, counted from when it was due (a request arriving while PGlite runs a statement on the main thread waits from its arrival). The machine was ' +
      'shared with a CI run and other work (load average above), so times are upper bounds.',
    '',
    ...memory,
  ].join('\n');
  writeSection('import', section);
  console.log(section);
  await closeDb();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb();
  process.exit(1);
});
