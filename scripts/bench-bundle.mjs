// `npm run bench:bundle [-- --base URL] [--label NAME]`: the script a shopper's browser downloads for each
// catalogue page (every <script src> of the served HTML, fetched and summed, raw and gzipped). Without
// --base it builds if stale and serves the shop on a throwaway copy of the demo data. Prints a table row per
// page; with --write, writes the bundle section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    label: { type: 'string', default: 'this build' },
    write: { type: 'boolean', default: false },
  },
});
const PAGES = ['/', '/products', '/products/1', '/categories'];

async function scriptsOf(base, page) {
  const html = await (await fetch(base + page)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((src) => src.startsWith('/_next/'));
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { page, scripts: new Set(sources).size, raw, gzip };
}

let server = null;
let base = values.base;
if (!base) {
  buildIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bundle-'));
  run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  server = await startServer({ port: 3202, dataDir, env: { DATABASE_URL: '' } });
  base = server.base;
}
try {
  const rows = [];
  for (const page of PAGES) {
    const r = await scriptsOf(base, page);
    console.log(
      `${values.label} ${page}: ${r.scripts} scripts, ${(r.raw / 1024).toFixed(1)} KiB, ${(r.gzip / 1024).toFixed(1)} KiB gzipped`,
    );
    rows.push(
      `| ${values.label} | \`${page}\` | ${r.scripts} | ${(r.raw / 1024).toFixed(1)} | ${(r.gzip / 1024).toFixed(1)} |`,
    );
  }
  if (values.write) {
    writeSection(
      'bundle',
      `## Storefront script (\`npm run bench:bundle\`)

${machineLine()}. Every \`<script src>\` of the served HTML of each catalogue page, fetched and summed.

| build | page | scripts | KiB | KiB gzipped |
|---|---|---|---|---|
${rows.join('\n')}`,
    );
  }
} finally {
  server?.stop();
}
