import 'server-only';
export { listProducts, getProduct } from './products';
export { listCategories } from './categories';
export { listCarouselImages, trackCarouselEvent, type CarouselEvent } from './carousel';
export {
  activeProductBatches,
  categoryLastChanges,
  countActiveProducts,
  sitemapProductChunks,
  sitemapProductSlice,
} from './feed-products';
export { cachedCategories, cachedProduct } from './cached-catalogue';
export { catalogueStamp } from './catalogue-stamp';
export { lowStockPieces } from './low-stock';
