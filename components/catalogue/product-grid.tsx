// A list of product cards in 2, 3 or 4 columns (product-grid.module.css). The server keeps the products and
// hands the client grid only what each card shows; the grid's options are ProductCardGrid's.
import { productCardData } from '@/lib/shared/catalogue/product-card-data';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { ProductCardGrid, type ProductCardGridProps } from './product-card-grid';

type Props = Omit<ProductCardGridProps, 'cards'> & { products: ApiProduct[] };

export function ProductGrid({ products, ...options }: Props) {
  return <ProductCardGrid cards={products.map(productCardData)} {...options} />;
}
