import { HomeSkeleton } from '@/components/catalogue/skeletons';

export default function Loading() {
  return <HomeSkeleton />;
}
