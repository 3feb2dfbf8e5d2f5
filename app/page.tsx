import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/home-content';
import { cachedShopSettings } from '@/lib/server/cache/cached-reads';
import { catalogueMetadata } from '@/lib/server/seo/catalogue-metadata';

// Incrementally regenerated (CACHE_LIFE.productList): served as static HTML, rebuilt at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const settings = await cachedShopSettings();
  const { name, tagline, description, logo } = settings.company;
  return catalogueMetadata({
    title: tagline ? `${name} | ${tagline}` : name,
    absoluteTitle: true,
    description,
    path: '/',
    shopName: name,
    image: logo ? { url: logo.url, alt: name } : null,
  });
}

export default function HomePage() {
  return <HomeContent />;
}
