// A list of product cards. Columns per breakpoint and the matching image sizes come together, so the
// browser downloads images no larger than the cards that show them.
import Box from '@mui/material/Box';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { ProductCard } from './product-card';

export const GRID_LAYOUTS = {
  /** Full-width grids (home, related products): 2, 3, then 4 columns in a 1200 px container. */
  full: {
    columns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    sizes: '(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw',
  },
  /** Beside the filter column of /products (from md): 2, 3 columns. */
  withSidebar: {
    columns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
    sizes: '(min-width: 1200px) 290px, (min-width: 900px) 24vw, (min-width: 600px) 33vw, 50vw',
  },
} as const;

type Props = {
  products: ApiProduct[];
  cartEnabled: boolean;
  layout?: keyof typeof GRID_LAYOUTS;
  headingLevel?: 'h2' | 'h3';
  label?: string;
};

export function ProductGrid({ products, cartEnabled, layout = 'full', headingLevel, label }: Props) {
  const { columns, sizes } = GRID_LAYOUTS[layout];
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: columns, gap: { xs: 1.5, sm: 2, md: 3 } }}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} cartEnabled={cartEnabled} imageSizes={sizes} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
