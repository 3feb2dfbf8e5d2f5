import 'server-only';
export { listProducts, getProduct, relatedProducts } from './products';
export { listCategories, getCategory, chooseCategories, type CategoryFilter } from './categories';
export { listCarouselImages, trackCarouselEvent, type CarouselEvent } from './carousel';
export {
  activeProductBatches,
  categoryLastChanges,
  countActiveProducts,
  sitemapProductChunks,
  sitemapProductSlice,
} from './feed-products';
export { catalogueStamp } from './catalogue-stamp';
export { lowStockPieces } from './low-stock';
