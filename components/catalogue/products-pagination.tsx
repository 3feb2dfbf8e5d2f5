'use client';
// Pages of the list as real links (?page=N), so crawlers and shoppers without JavaScript can follow them.
// Plain HTML, rendered by the server like the rest of the list (MUI's Pagination would hydrate a ButtonBase per
// item). A Client Component fed three props, so the page's React payload carries those rather than the whole
// list of links with their arrows (1.3 KiB).
import { IntentLink as Link } from '@/components/common/intent-link';
import { PAGINATION_MESSAGES, PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { pageNumbers } from './page-numbers';
import { productListHref, type ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import styles from './products-pagination.module.css';

type Props = { filters: ProductListFilters; page: number; totalPages: number };

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polyline
        points={direction === 'previous' ? '15,6 9,12 15,18' : '9,6 15,12 9,18'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

export function ProductsPagination({ filters, page, totalPages }: Props) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const href = (n: number) => productListHref({ ...filters, page: n });
  const step = (direction: 'previous' | 'next', target: number) => (
    <li>
      {target >= 1 && target <= totalPages ? (
        <Link href={href(target)} className={styles.item} aria-label={PAGINATION_MESSAGES[direction]}>
          <Arrow direction={direction} />
        </Link>
      ) : (
        <span
          className={`${styles.item} ${styles.disabled}`}
          aria-label={PAGINATION_MESSAGES[direction]}
          aria-disabled="true"
          role="link"
        >
          <Arrow direction={direction} />
        </span>
      )}
    </li>
  );
  return (
    <nav aria-label={PRODUCT_LIST_MESSAGES.pagination}>
      <ul className={styles.list}>
        {step('previous', current - 1)}
        {pageNumbers(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.item}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                className={item === current ? `${styles.item} ${styles.current}` : styles.item}
                aria-current={item === current ? 'page' : undefined}
                aria-label={
                  item === current ? PAGINATION_MESSAGES.currentPage(item) : PAGINATION_MESSAGES.goToPage(item)
                }
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {step('next', current + 1)}
      </ul>
    </nav>
  );
}
