// The product feeds Merchant Center and Meta fetch by URL, written from the catalogue a batch of
// products at a time. A shop of ordinary size gets its feed as one text, which the caller caches like a page
// (expired with the products, categories and settings tags); past FEED_CACHE_MAX_PRODUCTS the text would be
// tens of megabytes, so it is streamed on every fetch instead and the server's memory stays bounded.
import 'server-only';
import { listCategories, activeProductBatches, countActiveProducts } from '@/lib/server/catalogue';
import { getShopSettings } from '@/lib/server/settings';
import { shopName } from '@/lib/shared/seo/page-meta';
import { merchantTerms } from '@/lib/shared/seo/merchant-terms';
import { categoryPaths, feedItems, type FeedContext } from './feed-items';
import { googleFeedHead, googleFeedItem, GOOGLE_FEED_TAIL } from './google-feed';
import { META_FEED_HEAD, metaFeedRow } from './meta-feed';

export const FEED_KINDS = ['google', 'meta'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** About 1.5 KB a product in either feed: 2,000 products keep a cached feed near 3 MB. */
export const FEED_CACHE_MAX_PRODUCTS = 2000;

export const FEED_CONTENT_TYPES: Record<FeedKind, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

export async function* productFeed(kind: FeedKind, origin: string): AsyncGenerator<string> {
  const [settings, categories] = await Promise.all([getShopSettings(), listCategories()]);
  const terms = merchantTerms(settings);
  const context: FeedContext = { origin, brand: shopName(settings), categoryPath: categoryPaths(categories) };
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
        chunk += kind === 'google' ? googleFeedItem(item, terms) : metaFeedRow(item);
    }
    yield chunk;
  }
  if (kind === 'google') yield GOOGLE_FEED_TAIL;
}

/** The whole feed as one text, or null when the catalogue is too large to keep it whole (then stream it). */
export async function productFeedText(kind: FeedKind, origin: string): Promise<string | null> {
  if ((await countActiveProducts()) > FEED_CACHE_MAX_PRODUCTS) return null;
  let text = '';
  for await (const chunk of productFeed(kind, origin)) text += chunk;
  return text;
}
