// Keeps the feeds and sitemap files ready: at start and then every minute, each whose catalogue stamp changed
// is prepared again in the background (one at a time, so a large catalogue's rebuild takes one core), and a
// crawler's fetch is a file read rather than a wait of a minute behind a rebuild at 100,000 pieces. The work
// gives way to requests step by step, so pages asked for meanwhile (a crawler's first visits right after a
// start) are not slowed by it.
import 'server-only';
import { giveWayToRequests, repeatInProcess } from '@/lib/server/process';
import { FEED_KINDS } from '@/lib/server/feeds';
import { feedFileSpec } from './feed-route';
import { prepareIfChanged } from './prepared-file';
import { sitemapFileSpecs } from './sitemap-route';

const PREPARED_SWEEP_MS = 60_000;
/** After start, once the first requests (and the migrations) have had their turn. */
const FIRST_SWEEP_MS = 5_000;

/** One pass: every file whose stamp changed is prepared again. How many were. */
export async function preparePublishedFiles(): Promise<number> {
  let prepared = 0;
  // Each step (reading the catalogue's stamp, each file's build chunk by chunk) waits for a gap in the requests.
  await giveWayToRequests();
  for (const spec of await sitemapFileSpecs()) {
    await giveWayToRequests();
    if (await prepareIfChanged(spec)) prepared++;
  }
  for (const kind of FEED_KINDS) {
    await giveWayToRequests();
    if (await prepareIfChanged(await feedFileSpec(kind))) prepared++;
  }
  return prepared;
}

export function startPreparedFilesSweep(): void {
  const failure = '[feeds] preparing the feeds and sitemaps failed';
  setTimeout(
    () => void preparePublishedFiles().catch((error: unknown) => console.error(failure, error)),
    FIRST_SWEEP_MS,
  ).unref();
  repeatInProcess('prepared-files', PREPARED_SWEEP_MS, preparePublishedFiles, failure);
}
