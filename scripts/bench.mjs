// `npm run bench`: the whole benchmark report. API latency on 100,000 products, page throughput beside a
// static file, server memory after the load, and Lighthouse mobile scores. Writes docs/benchmarks.md.
import { run } from './lib/run.mjs';

run('node', ['scripts/bench-api.mjs']);
run('node', ['scripts/bench-pages.mjs']);
run('node', ['scripts/bench-lighthouse.mjs']);
