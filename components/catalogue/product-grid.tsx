// A list of product cards in 2, 3 or 4 columns (product-grid.module.css). The server keeps the products and
// hands the client grid only what each card shows.
import { productCardData } from '@/lib/shared/catalogue/product-card-data';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { ProductCardGrid } from './product-card-grid';

type Props = {
  products: ApiProduct[];
  cartEnabled: boolean;
  /** 'full' (home, related products): 2, 3, then 4 columns; 'withSidebar' (beside the list's filters): 2, then 3. */
  layout?: 'full' | 'withSidebar';
  headingLevel?: 'h2' | 'h3';
  /** How many leading cards fetch their picture at once (those above the fold). */
  eagerImages?: number;
};

export function ProductGrid({ products, cartEnabled, layout = 'full', headingLevel, eagerImages = 0 }: Props) {
  return <ProductCardGrid cards={products.map(productCardData)} cartEnabled={cartEnabled} layout={layout} headingLevel={headingLevel} eagerImages={eagerImages} />;
}
