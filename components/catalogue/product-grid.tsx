// A list of product cards in 2, 3 or 4 columns (product-grid.module.css).
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

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
  return (
    <ul className={layout === 'full' ? `${styles.grid} ${styles.full}` : styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} cartEnabled={cartEnabled} headingLevel={headingLevel} eagerImage={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}
