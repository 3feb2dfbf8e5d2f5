import 'server-only';
export { FEED_CONTENT_TYPES, FEED_FILE_NAMES, FEED_KINDS, productFeed, type FeedKind } from './product-feed';
export { feedStamp } from './feed-stamp';
