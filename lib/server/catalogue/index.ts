import 'server-only';
export { listProducts, getProduct, relatedProducts } from './products';
export { listCategories, getCategory, chooseCategories, type CategoryFilter } from './categories';
export { listCarouselImages, trackCarouselEvent, type CarouselEvent } from './carousel';
export { activeProductBatches, countActiveProducts, sitemapProductChunks, sitemapProductSlice } from './feed-products';
export { cachedCategories, cachedProduct } from './cached-catalogue';
export { catalogueStamp } from './catalogue-stamp';
export { lowStockPieces } from './low-stock';
