// Load generation with autocannon, keeping every response time so percentiles (p95 included) are exact.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const round = (ms) => Math.round(ms * 10) / 10;

/** headers: sent with every request (a session cookie for the back office's API). */
export async function measure({ url, connections = 10, duration = 10, warmup = 2, headers = {} }) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
  const times = [];
  const statuses = new Map();
  const instance = autocannon({ url, connections, duration, headers });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    url,
    connections,
    requests: times.length,
    rps: result.requests.average,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    statuses: Object.fromEntries(statuses),
  };
}
