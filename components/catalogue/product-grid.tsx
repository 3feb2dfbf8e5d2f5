// A list of product cards. Columns per breakpoint (product-grid.module.css) and the matching image sizes come
// together, so the browser downloads images no larger than the cards that show them.
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export const GRID_SIZES = {
  /** Full-width grids (home, related products): 2, 3, then 4 columns in a 1200 px container. */
  full: '(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw',
  /** Beside the filter column of /products (from 900 px): 2, then 3 columns. */
  withSidebar: '(min-width: 1200px) 290px, (min-width: 900px) 24vw, (min-width: 600px) 33vw, 50vw',
} as const;

type Props = {
  products: ApiProduct[];
  cartEnabled: boolean;
  layout?: keyof typeof GRID_SIZES;
  headingLevel?: 'h2' | 'h3';
  /** How many leading cards fetch their picture at once (those above the fold). */
  eagerImages?: number;
};

export function ProductGrid({ products, cartEnabled, layout = 'full', headingLevel, eagerImages = 0 }: Props) {
  return (
    <ul className={layout === 'full' ? `${styles.grid} ${styles.full}` : styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} cartEnabled={cartEnabled} imageSizes={GRID_SIZES[layout]} headingLevel={headingLevel} eagerImage={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}
