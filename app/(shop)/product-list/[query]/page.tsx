// /products, every view of it. Every filter, the sort and the page live in the URL; proxy.ts turns the query
// into one key per view and rewrites the request here, so each view is rendered once and then served from
// the cache like any prerendered page, rebuilt at most once a minute or when the catalogue changes
// (cache-manifest.ts). Values that do not validate are ignored, and a failed product load shows an empty
// list with a zero count (spec section 8) instead of an error page.
import type { Metadata } from 'next';
import { ProductListView } from '@/components/catalogue/product-list-view';
import { MissingPage } from '@/components/not-found/missing-page';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { categoryOptions } from '@/components/catalogue/category-tree';
import { listFiltersOfKey } from '@/lib/shared/catalogue/product-list-key';
import { productListHref, toListQuery, type ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import { isMissingListView } from '@/lib/shared/catalogue/missing-list-view';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedCategories, cachedProductList } from '@/lib/server/catalogue/cached-catalogue';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { breadcrumbJsonLd } from '@/lib/server/seo/site-json-ld';
import { shopName, type BreadcrumbItem } from '@/lib/shared/seo/page-meta';
import { pageMetadata } from '@/lib/server/seo/page-metadata';
import { categoryPreview } from '@/lib/server/seo/link-previews';
import { PAGE_SIZE } from '@/lib/shared/constants';
import { NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import type { ApiCategory, ProductPage } from '@/lib/shared/schemas/catalogue-schema';

type Props = { params: Promise<{ query: string }> };

/** No view is built ahead: each renders on its first visit and is then served from the cache. */
export async function generateStaticParams(): Promise<{ query: string }[]> {
  return [];
}

const EMPTY_PAGE: ProductPage = {
  products: [],
  pagination: { current_page: 1, per_page: PAGE_SIZE.products, total_pages: 0, total_count: 0 },
};

/** The categories, or null when they failed to load (then no category is said not to exist). */
async function categoriesOrNull(): Promise<ApiCategory[] | null> {
  try {
    return await cachedCategories();
  } catch (error) {
    console.error('Categories failed to load for /products', error);
    return null;
  }
}

/** The view's products, or null when they failed to load (then no page is said to be past the last). */
async function productsOrNull(filters: ProductListFilters): Promise<ProductPage | null> {
  try {
    return await cachedProductList(toListQuery(filters));
  } catch (error) {
    console.error('Products failed to load', error);
    return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filters = listFiltersOfKey((await params).query);
  const [loadedCategories, loaded] = await Promise.all([categoriesOrNull(), productsOrNull(filters)]);
  // A view that is not a page says so in its title; Next writes the noindex of its 404.
  if (isMissingListView(filters, loadedCategories, loaded)) return { title: NOT_FOUND_MESSAGES.title };
  const categories = loadedCategories ?? [];
  const category = categories.find((c) => c.id === filters.categoryId);
  const title = filters.search
    ? PRODUCT_LIST_MESSAGES.searchTitle(filters.search)
    : (category?.name ?? NAV_MESSAGES.products);
  return pageMetadata({
    title,
    // The list's own description, distinct from the home page's (the company's).
    description:
      category?.description ||
      (category ? undefined : PRODUCT_LIST_MESSAGES.allProductsDescription(shopName(await cachedShopSettings()))),
    // Sort, price and search views point search engines at the list they refine.
    path: productListHref({ categoryId: category?.id, page: filters.page }),
    preview: category ? categoryPreview(category) : undefined,
  });
}

export default async function ProductsPage({ params }: Props) {
  const filters = listFiltersOfKey((await params).query);
  const [settings, loadedCategories, loaded] = await Promise.all([
    cachedShopSettings(),
    categoriesOrNull(),
    productsOrNull(filters),
  ]);
  // 404 with the not-found page in the HTML, inside the shop's layout (missing-page.tsx says why not notFound()):
  // the one app/(shop)/not-found.tsx shows once the page's scripts run.
  if (isMissingListView(filters, loadedCategories, loaded)) return <MissingPage content={<NotFoundContent />} />;
  const categories = loadedCategories ?? [];
  const result = loaded ?? EMPTY_PAGE;
  const category = categories.find((c) => c.id === filters.categoryId) ?? null;
  const crumbs: BreadcrumbItem[] = [
    { name: NAV_MESSAGES.home, path: '/' },
    { name: NAV_MESSAGES.products, path: '/products' },
  ];
  if (category) crumbs.push({ name: category.name, path: productListHref({ categoryId: category.id }) });

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ProductListView
        filters={filters}
        result={result}
        categories={categoryOptions(categories)}
        categoryName={category?.name ?? null}
        cartEnabled={settings.cart_enabled}
      />
    </>
  );
}
