// The product feeds Merchant Center and Meta fetch by URL, written from the catalogue a batch of
// products at a time, never held whole: the route prepares it as a file on disk (lib/server/http/feed-route.ts)
// when the catalogue changes, and answers every fetch from that file.
import 'server-only';
import { listCategories, activeProductBatches } from '@/lib/server/catalogue';
import { getShopSettings } from '@/lib/server/settings';
import { shopName } from '@/lib/shared/seo/page-meta';
import { merchantTerms } from '@/lib/shared/seo/merchant-terms';
import { categoryPaths, feedItems, type FeedContext } from './feed-items';
import { googleFeedHead, googleFeedItem, GOOGLE_FEED_TAIL } from './google-feed';
import { META_FEED_HEAD, metaFeedRow } from './meta-feed';

export const FEED_KINDS = ['google', 'meta'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** The prepared file of each feed (lib/server/http/prepared-file.ts). */
export const FEED_FILE_NAMES: Record<FeedKind, string> = { google: 'google-feed.xml', meta: 'meta-feed.csv' };

export const FEED_CONTENT_TYPES: Record<FeedKind, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

export async function* productFeed(kind: FeedKind, origin: string): AsyncGenerator<string> {
  const [settings, categories] = await Promise.all([getShopSettings(), listCategories()]);
  const context: FeedContext = {
    origin,
    brand: shopName(settings),
    categoryPath: categoryPaths(categories),
    terms: merchantTerms(settings),
    now: new Date(),
  };
  yield kind === 'google'
    ? googleFeedHead({
        title: context.brand,
        link: `${origin}/`,
        description: settings.company.description || context.brand,
      })
    : META_FEED_HEAD;
  for await (const batch of activeProductBatches()) {
    let chunk = '';
    for (const product of batch) {
      for (const item of feedItems(product, context))
        chunk += kind === 'google' ? googleFeedItem(item) : metaFeedRow(item);
    }
    yield chunk;
  }
  if (kind === 'google') yield GOOGLE_FEED_TAIL;
}
