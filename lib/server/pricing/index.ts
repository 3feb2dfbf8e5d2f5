import 'server-only';
export { variantOfSize, variantsFor, syncProductsFromVariants } from './variant-sync';
export { priceByWeight } from './weight-pricing';
