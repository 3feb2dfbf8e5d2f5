import { ProductNotFound } from '@/components/catalogue/product-not-found';

export default function NotFound() {
  return <ProductNotFound />;
}
