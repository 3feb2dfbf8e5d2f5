import 'server-only';
export { listProducts, getProduct, relatedProducts, productSitemapEntries } from './products';
export { listCategories, getCategory, chooseCategories, type CategoryFilter } from './categories';
export { listCarouselImages, trackCarouselEvent, type CarouselEvent } from './carousel';
export { activeProductBatches, countActiveProducts, sitemapProductSlice } from './feed-products';
export { catalogueStamp } from './catalogue-stamp';
export { lowStockPieces } from './low-stock';
