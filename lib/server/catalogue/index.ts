import 'server-only';
export { listProducts } from './products';
export { listCategories } from './categories';
export { listCarouselImages, trackCarouselEvent, type CarouselEvent } from './carousel';
export { activeProductBatches, countActiveProducts, sitemapProductChunks, sitemapProductSlice } from './feed-products';
export { catalogueStamp } from './catalogue-stamp';
export { lowStockPieces } from './low-stock';
