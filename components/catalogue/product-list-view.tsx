// The /products screen (spec section 2, Products page): heading and count, sort, active filters, the filter
// column (a drawer below md), a grid of 12 and pagination links. Server-rendered; the controls are islands.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ProductPage } from '@/lib/shared/schemas/catalogue';
import type { ThemeColors } from '@/lib/shared/schemas/settings';
import { CATALOGUE_MESSAGES, PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages';
import { ActiveFilterChips } from './active-filter-chips';
import type { CategoryOption } from './category-tree';
import { EmptyProducts } from './empty-products';
import { ListPending } from './list-pending';
import { MobileFilters } from './mobile-filters';
import { ProductFilters } from './product-filters';
import { ProductGrid } from './product-grid';
import { productListSearch, type ProductListFilters } from './product-list-query';
import { ProductsPagination } from './products-pagination';
import { SortSelect } from './sort-select';
import layout from './page-layout.module.css';
import { shopThemeStyle } from './shop-theme-style';

type Props = {
  filters: ProductListFilters;
  result: ProductPage;
  categories: CategoryOption[];
  categoryName: string | null;
  cartEnabled: boolean;
  colors: ThemeColors;
};

export function ProductListView({ filters, result, categories, categoryName, cartEnabled, colors }: Props) {
  // Controls keep typed-in text as local state; a new URL gives them fresh state.
  const viewKey = productListSearch(filters);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }} style={shopThemeStyle(colors)}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {PRODUCT_LIST_MESSAGES.heading}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 1, mb: 2 }}>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {CATALOGUE_MESSAGES.productsFound(result.pagination.total_count)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <MobileFilters key={`drawer-${viewKey}`} filters={filters} categories={categories} />
          <SortSelect filters={filters} />
        </Box>
      </Box>
      <Box sx={{ mb: 2 }}>
        <ActiveFilterChips filters={filters} categoryName={categoryName} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, gap: { md: 4 }, alignItems: 'start' }}>
        <Box component="aside" aria-labelledby="filters-heading" sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}>
          <h2 id="filters-heading" className={layout.visuallyHidden}>
            {PRODUCT_LIST_MESSAGES.filters}
          </h2>
          <ProductFilters key={`aside-${viewKey}`} filters={filters} categories={categories} idPrefix="aside" />
        </Box>
        <ListPending>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {result.products.length > 0 ? (
              <ProductGrid products={result.products} cartEnabled={cartEnabled} layout="withSidebar" headingLevel="h2" eagerImages={4} />
            ) : (
              <EmptyProducts />
            )}
            <ProductsPagination filters={filters} page={result.pagination.current_page} totalPages={result.pagination.total_pages} />
          </Box>
        </ListPending>
      </Box>
    </Container>
  );
}
