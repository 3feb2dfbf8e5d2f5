import type { Metadata } from 'next';
import { CategoryDirectory } from '@/components/catalogue/category-directory';
import { categoryDirectory } from '@/components/catalogue/category-tree';
import directory from '@/components/catalogue/category-directory.module.css';
import layout from '@/components/catalogue/page-layout.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedCategories } from '@/lib/server/catalogue/cached-catalogue';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { breadcrumbJsonLd } from '@/lib/server/seo/site-json-ld';
import { shopName } from '@/lib/shared/seo/page-meta';
import { pageMetadata } from '@/lib/server/seo/page-metadata';
import { NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await cachedShopSettings();
  return pageMetadata({
    title: PRODUCT_LIST_MESSAGES.allCategories,
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
          { name: NAV_MESSAGES.home, path: '/' },
          { name: PRODUCT_LIST_MESSAGES.allCategories, path: '/categories' },
        ])}
      />
      <h1 className={`${layout.pageTitle} ${directory.title}`}>{PRODUCT_LIST_MESSAGES.allCategories}</h1>
      <CategoryDirectory groups={categoryDirectory(categories)} />
    </div>
  );
}
