import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/home-content';
import { pageMetadata } from '@/lib/server/seo/page-metadata';

// Incrementally regenerated (CACHE_LIFE.productList): served as static HTML, rebuilt at most once a minute.
export const revalidate = 60;

// The shop name as the title, the company description and the logo as the preview (pageMetadata's defaults).
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ path: '/' });
}

export default function HomePage() {
  return <HomeContent />;
}
