// What the shop's HTTP server needs to answer pages 503 while the database is unreachable
// (server-runtime/database-outage.cjs): when the app last met it unreachable, a probe that asks it again, and
// the page to send. Kept on globalThis, where serve.mjs (same process, outside Next's bundles) finds it.
import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseWasOpened, getDb } from './client';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnreachable } from './unreachable';

/** The name serve.mjs reads it under (OUTAGE_KEY of server-runtime/database-outage.cjs; the test checks). */
export const OUTAGE_KEY = Symbol.for('jewelry-storefront.database-outage');

/** How long the probe waits for the database before counting it away. */
const PROBE_TIMEOUT_MS = 2_000;

type OutageState = {
  since: number | null;
  probe: () => Promise<boolean>;
  retryAfterS: number;
  page: string;
};

const store = globalThis as unknown as Record<symbol, OutageState | undefined>;

/** Whether the database answers a `select 1` within the timeout. A process that never opened it is not asked
 *  (opening, with its migrations, takes longer than the timeout): that failure is not an outage. */
async function answers(): Promise<boolean> {
  if (!databaseWasOpened()) return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const asked = (async () => {
    await (await getDb()).execute(sql`select 1`);
    return true;
  })().catch((error) => {
    if (!isDatabaseUnreachable(error)) console.error('[db] outage probe failed', error);
    return false;
  });
  const reachable = await Promise.race([asked, late]);
  clearTimeout(timer);
  return reachable;
}

/** Asks the database: an answer ends a suspected outage, none starts one. */
async function probe(): Promise<boolean> {
  const reachable = await answers();
  const state = store[OUTAGE_KEY];
  if (state) state.since = reachable ? null : (state.since ?? Date.now());
  return reachable;
}

/** Makes the state reachable from serve.mjs, with the page it sends; until this runs, pages fail as Next fails them. */
export function announceDatabaseOutage(page: string): void {
  store[OUTAGE_KEY] ??= { since: null, probe, retryAfterS: DATABASE_RETRY_AFTER_S, page };
}

/** Called with any failure of a request: an unreachable database starts a suspected outage. */
export function noteDatabaseError(error: unknown): void {
  const state = store[OUTAGE_KEY];
  if (state && state.since === null && isDatabaseUnreachable(error)) state.since = Date.now();
}

/**
 * Whether a request failed because the database is away: said by the error, or, when the error says nothing
 * (in a production build an error thrown inside a cached read reaches the caller as a bare digest), by asking
 * the database. Either way a suspected outage starts.
 */
export async function failedForDatabase(error: unknown): Promise<boolean> {
  if (isDatabaseUnreachable(error)) {
    noteDatabaseError(error);
    return true;
  }
  const state = store[OUTAGE_KEY];
  return !(await (state ? state.probe() : answers()));
}

/** Whether an outage is suspected now (the health check and tests read it). */
export const databaseOutageSuspected = (): boolean => (store[OUTAGE_KEY]?.since ?? null) !== null;
