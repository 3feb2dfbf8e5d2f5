'use client';
// Pages of the list as real links (?page=N), so crawlers and shoppers without JavaScript can follow them.
import Link from 'next/link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages';
import { productListHref, type ProductListFilters } from './product-list-query';

export function ProductsPagination({ filters, page, totalPages }: { filters: ProductListFilters; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <Pagination
        aria-label={PRODUCT_LIST_MESSAGES.pagination}
        page={Math.min(page, totalPages)}
        count={totalPages}
        color="primary"
        shape="rounded"
        sx={{ display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
        renderItem={(item) => <PaginationItem component={Link} href={productListHref({ ...filters, page: item.page ?? 1 })} {...item} />}
      />
  );
}
