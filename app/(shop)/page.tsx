import type { Metadata } from 'next';
import type { Organization, WebSite } from 'schema-dts';
import { HomeContent } from '@/components/home/home-content';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { organizationJsonLd, websiteJsonLd } from '@/lib/server/seo/site-json-ld';
import { pageMetadata } from '@/lib/server/seo/page-metadata';

// The shop name as the title, the company description and the logo as the preview (pageMetadata's defaults).
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ path: '/' });
}

export default async function HomePage() {
  const settings = await cachedShopSettings();
  return (
    <>
      {/* On the home page, where search engines look for them: who runs the shop, and how to search it. */}
      <JsonLd<Organization> data={organizationJsonLd(settings)} />
      <JsonLd<WebSite> data={websiteJsonLd(settings)} />
      <HomeContent />
    </>
  );
}
