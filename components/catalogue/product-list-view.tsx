// The /products screen (spec section 2, Products page): heading and count, sort, active filters, the filter
// column (a drawer below md), a grid of 12 and pagination links. Server-rendered plain HTML; the controls are
// islands.
import type { ProductPage } from '@/lib/shared/schemas/catalogue-schema';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import type { CategoryOption } from './category-tree';
import { EmptyProducts } from './empty-products';
import { ActiveFilterChips } from './active-filter-chips';
import { ListPending } from './list-pending';
import { MobileFilters } from './mobile-filters';
import { DesktopFilters } from './desktop-filters';
import { ProductGrid } from './product-grid';
import {
  hasActiveFilters,
  productListSearch,
  type ProductListFilters,
} from '@/lib/shared/catalogue/product-list-query';
import { ProductsPagination } from './products-pagination';
import { SortSelect } from './sort-select';
import layout from './page-layout.module.css';
import styles from './product-list-view.module.css';

type Props = {
  filters: ProductListFilters;
  result: ProductPage;
  categories: CategoryOption[];
  categoryName: string | null;
  cartEnabled: boolean;
};

export function ProductListView({ filters, result, categories, categoryName, cartEnabled }: Props) {
  // Controls keep typed-in text as local state; a new URL gives them fresh state.
  const viewKey = productListSearch(filters);
  return (
    <div className={`${layout.container} ${styles.page}`}>
      {/* A category's list is headed by its name, as its title and breadcrumb say. */}
      <h1 className={layout.pageTitle}>{categoryName ?? NAV_MESSAGES.products}</h1>
      <div className={styles.toolbar}>
        <p role="status" className={styles.count}>
          {CATALOGUE_MESSAGES.productsFound(result.pagination.total_count, result.pagination.total_count_capped)}
        </p>
        <div className={styles.controls}>
          <MobileFilters key={`drawer-${viewKey}`} filters={filters} categories={categories} />
          <SortSelect filters={filters} />
        </div>
      </div>
      {hasActiveFilters(filters) && (
        <div className={styles.chips}>
          <ActiveFilterChips filters={filters} categoryName={categoryName} />
        </div>
      )}
      <div className={styles.columns}>
        <aside aria-labelledby="filters-heading" className={styles.aside}>
          <h2 id="filters-heading" className={layout.visuallyHidden}>
            {PRODUCT_LIST_MESSAGES.filters}
          </h2>
          <DesktopFilters key={`aside-${viewKey}`} filters={filters} categories={categories} />
        </aside>
        <ListPending>
          <div className={styles.results}>
            {result.products.length > 0 ? (
              <ProductGrid
                products={result.products}
                cartEnabled={cartEnabled}
                layout="withSidebar"
                headingLevel="h2"
                eagerImages={4}
              />
            ) : (
              <EmptyProducts />
            )}
            <ProductsPagination
              filters={filters}
              page={result.pagination.current_page}
              totalPages={result.pagination.total_pages}
            />
          </div>
        </ListPending>
      </div>
    </div>
  );
}
