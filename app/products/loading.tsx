import { ProductListSkeleton } from '@/components/catalogue/skeletons';

export default function Loading() {
  return <ProductListSkeleton />;
}
