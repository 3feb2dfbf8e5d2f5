import 'server-only';
export { variantOfSize, variantsFor, syncProductsFromVariants } from './variant-sync';
export { priceByWeight, priceAtRate, type WeightPrice, type WeightTerms } from './weight-pricing';
