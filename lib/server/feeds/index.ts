import 'server-only';
export { cachedProductFeed } from './cached-feed';
export { FEED_CONTENT_TYPES, productFeed, type FeedKind } from './product-feed';
