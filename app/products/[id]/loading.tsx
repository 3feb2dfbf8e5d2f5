import { ProductDetailSkeleton } from '@/components/catalogue/skeletons';

export default function Loading() {
  return <ProductDetailSkeleton />;
}
