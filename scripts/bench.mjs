// `npm run bench`: the whole benchmark report. API latency on 100,000 products, page throughput beside a
// static file, server memory after the load, and Lighthouse mobile scores. Writes docs/benchmarks.md.
// With BENCH_SCALE_DATABASE_URL (a PostgreSQL database it may fill) also the catalogue at 100,000 pieces on
// PostgreSQL beside the demo (scripts/bench-scale.mjs): off by default, as seeding it takes minutes.
import { run } from './lib/run.mjs';

run('node', ['scripts/bench-api.mjs']);
run('node', ['scripts/bench-pages.mjs']);
run('node', ['scripts/bench-lighthouse.mjs']);
if (process.env.BENCH_SCALE_DATABASE_URL) run('node', ['scripts/bench-scale.mjs']);
