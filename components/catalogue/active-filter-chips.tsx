'use client';
// The active-filter summary: one chip per filter in the URL, and the whole chip is the button that removes
// it (named 'Remove Min: ₹1,000'), so a keyboard or screen-reader user meets one control per filter.
import { Icon } from '@/components/icons/icon';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { formatRupees } from '@/lib/shared/money';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';
import { hasActiveFilters, type ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import { useListNavigation } from './use-list-navigation';
import styles from './active-filter-chips.module.css';

export function ActiveFilterChips({
  filters,
  categoryName,
}: {
  filters: ProductListFilters;
  categoryName: string | null;
}) {
  const { apply } = useListNavigation(filters);
  if (!hasActiveFilters(filters)) return null;
  const chips: { key: string; label: string; remove: ProductListFilters }[] = [];
  if (filters.search)
    chips.push({
      key: 'search',
      label: PRODUCT_LIST_MESSAGES.searchChip(filters.search),
      remove: { search: undefined },
    });
  if (filters.categoryId !== undefined)
    chips.push({ key: 'category', label: categoryName ?? `#${filters.categoryId}`, remove: { categoryId: undefined } });
  if (filters.minPrice !== undefined)
    chips.push({
      key: 'min',
      label: PRODUCT_LIST_MESSAGES.minPriceChip(formatRupees(filters.minPrice)),
      remove: { minPrice: undefined },
    });
  if (filters.maxPrice !== undefined)
    chips.push({
      key: 'max',
      label: PRODUCT_LIST_MESSAGES.maxPriceChip(formatRupees(filters.maxPrice)),
      remove: { maxPrice: undefined },
    });
  if (filters.stoneType) chips.push({ key: 'stone', label: filters.stoneType, remove: { stoneType: undefined } });
  if (filters.certified)
    chips.push({ key: 'certified', label: STONE_MESSAGES.certifiedOnly, remove: { certified: undefined } });
  return (
    <ul aria-label={PRODUCT_LIST_MESSAGES.activeFilters} className={styles.chips}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={PRODUCT_LIST_MESSAGES.removeFilterChip(chip.label)}
            onClick={() => apply(chip.remove)}
          >
            <span className={styles.label}>{chip.label}</span>
            <Icon name="Cancel" size={20} className={styles.remove} />
          </button>
        </li>
      ))}
    </ul>
  );
}
