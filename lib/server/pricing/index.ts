import 'server-only';
export { variantOfSize, variantsFor, syncProductsFromVariants } from './variant-sync';
export { currentRate, priceByWeight, priceAtRate, type WeightPrice, type WeightTerms } from './weight-pricing';
