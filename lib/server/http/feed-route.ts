// GET /feeds/google.xml and /feeds/meta.csv: the product feeds (lib/server/feeds), cached whole for a shop of
// ordinary size and streamed for a large one. Absolute links come from SITE_URL. Crawlers are told not to
// index the feeds themselves: Merchant Center and Meta read them, search results should show the pages.
import 'server-only';
import { cachedProductFeed, FEED_CONTENT_TYPES, productFeed, type FeedKind } from '@/lib/server/feeds';
import { siteUrl } from '@/lib/server/seo';
import { streamOf } from './text-stream';

export function feedRoute(kind: FeedKind): () => Promise<Response> {
  return async () => {
    const origin = siteUrl().origin;
    const headers = {
      'Content-Type': FEED_CONTENT_TYPES[kind],
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'public, max-age=300',
    };
    const text = await cachedProductFeed(kind, origin);
    return new Response(text ?? streamOf(productFeed(kind, origin)), { headers });
  };
}
