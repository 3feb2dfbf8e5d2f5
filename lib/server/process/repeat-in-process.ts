// Periodic work inside a server process (order expiry, the mail sweep, maintenance, owner alerts, shoppers'
// price and stock alerts, review invitations): one timer per process however often it is started (a dev
// server reloads modules), never two passes at once, never holding the process open. Each task is written to
// be safe with several instances running it (claims, locks).
import 'server-only';

type Timers = Record<symbol, ReturnType<typeof setInterval> | undefined>;

/** Runs task every intervalMs from one interval after now; a failed pass is logged with `failure` and the next runs. */
export function repeatInProcess(name: string, intervalMs: number, task: () => Promise<unknown>, failure: string): void {
  const key = Symbol.for(`jewelry-storefront.${name}`);
  const timers = globalThis as unknown as Timers;
  if (timers[key]) return;
  let running = false;
  timers[key] = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => console.error(failure, error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timers[key].unref?.();
}
