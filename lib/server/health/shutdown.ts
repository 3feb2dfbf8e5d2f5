// Set by scripts/serve.mjs when the process is told to stop (SIGTERM): from then on the health check answers
// 503, so a load balancer sends no new requests while those in flight are finished. Kept on globalThis, as
// the server script and the app's bundles share the process but not their modules.
import 'server-only';

const STOPPING_KEY = Symbol.for('jewelry-storefront.stopping');

export function isShuttingDown(): boolean {
  return (globalThis as Record<symbol, unknown>)[STOPPING_KEY] === true;
}
