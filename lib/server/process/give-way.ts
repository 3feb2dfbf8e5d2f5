// Background work inside a server process gives way to requests: before each step it waits until no request
// has been in flight for a moment (server-runtime/request-activity.cjs), but never longer than `maxWaitMs`, so
// under steady traffic it still moves, a step a second, taking a small share of the event loop.
import 'server-only';
import { requestsQuiet } from '@/server-runtime/request-activity.cjs';

/** A request's follower usually arrives within this: a gap this long means the requests have paused. */
const QUIET_MS = 100;
const POLL_MS = 20;

export async function giveWayToRequests(maxWaitMs = 1000): Promise<void> {
  const until = Date.now() + maxWaitMs;
  while (!requestsQuiet(QUIET_MS) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
