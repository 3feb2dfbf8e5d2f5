// Which views of /products are not pages at all, so they answer 404 (with Next's noindex) instead of an
// indexable "No products found", which search engines report as a soft 404.
import type { ApiCategory, ProductPage } from '@/lib/shared/schemas/catalogue-schema';
import type { ProductListFilters } from './product-list-query';

/**
 * A view naming a category the shop does not have, or a page past the last. An empty first page stays a page:
 * a search or a filter finding nothing is an answer. A failed load (null) says nothing is missing.
 */
export function isMissingListView(
  filters: ProductListFilters,
  categories: readonly Pick<ApiCategory, 'id'>[] | null,
  result: Pick<ProductPage, 'pagination'> | null,
): boolean {
  if (filters.categoryId !== undefined && categories && !categories.some((c) => c.id === filters.categoryId)) {
    return true;
  }
  const page = filters.page ?? 1;
  return result !== null && page > 1 && page > result.pagination.total_pages;
}
