// GET /feeds/google.xml and /feeds/meta.csv: the product feeds (lib/server/feeds), prepared as files on disk
// (prepared-file.ts) and answered from there: compressed as the client accepts, with ETag and Last-Modified,
// 304 when unchanged. A fetch never writes the feed from the database unless the catalogue changed; a large
// catalogue's new feed is prepared in the background while the last is served. Absolute links come from
// SITE_URL. Crawlers are told not to index the feeds themselves: Merchant Center and Meta read them, search
// results should show the pages.
import 'server-only';
import { FEED_CONTENT_TYPES, FEED_FILE_NAMES, feedStamp, productFeed, type FeedKind } from '@/lib/server/feeds';
import { siteUrl } from '@/lib/server/seo';
import { preparedFileResponse, type PreparedFileSpec } from './prepared-file';

/** About 2,000 pieces: a feed that takes a second or more to write is served stale while it is rewritten. */
const FEED_STALE_ABOVE_BYTES = 3_000_000;

/** A feed's prepared file as it stands now: what the route answers and the background sweep keeps ready. */
export async function feedFileSpec(kind: FeedKind): Promise<PreparedFileSpec> {
  const origin = siteUrl().origin;
  return {
    name: FEED_FILE_NAMES[kind],
    stamp: await feedStamp(origin),
    contentType: FEED_CONTENT_TYPES[kind],
    headers: { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'public, max-age=300' },
    staleAboveBytes: FEED_STALE_ABOVE_BYTES,
    build: () => productFeed(kind, origin),
  };
}

export function feedRoute(kind: FeedKind): (request: Request) => Promise<Response> {
  return async (request) => preparedFileResponse(request, await feedFileSpec(kind));
}
