import type { Metadata } from 'next';
import { CategoryDirectory } from '@/components/catalogue/category-directory';
import { categoryTree } from '@/components/catalogue/category-tree';
import directory from '@/components/catalogue/category-directory.module.css';
import layout from '@/components/catalogue/page-layout.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedCategories, cachedShopSettings } from '@/lib/server/cache/cached-reads';
import { breadcrumbJsonLd } from '@/lib/server/seo/site-json-ld';
import { shopName } from '@/lib/server/seo/metadata-builders';
import { pageMetadata } from '@/lib/server/seo/page-metadata';
import { PRODUCT_LIST_MESSAGES, PRODUCT_MESSAGES } from '@/lib/shared/messages';

// Incrementally regenerated (CACHE_LIFE): static HTML, rebuilt at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const settings = await cachedShopSettings();
  return pageMetadata({
    title: PRODUCT_LIST_MESSAGES.allCategoriesHeading,
    description: PRODUCT_LIST_MESSAGES.allCategoriesDescription(shopName(settings)),
    path: '/categories',
  });
}

export default async function CategoriesPage() {
  const categories = await cachedCategories();
  return (
    <div className={`${layout.container} ${directory.page}`}>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: PRODUCT_MESSAGES.home, path: '/' },
          { name: PRODUCT_LIST_MESSAGES.allCategoriesHeading, path: '/categories' },
        ])}
      />
      <h1 className={`${layout.pageTitle} ${directory.title}`}>{PRODUCT_LIST_MESSAGES.allCategoriesHeading}</h1>
      <CategoryDirectory roots={categoryTree(categories)} />
    </div>
  );
}
