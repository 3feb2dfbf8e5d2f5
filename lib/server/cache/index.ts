import 'server-only';
export { CACHE_LIFE, CACHE_TAGS } from './cache-manifest';
export { building, cachedFor } from './cached-for';
export { invalidateCarousel, invalidateCategories, invalidateProducts, invalidateSettings } from './invalidate';
