'use client';
// A real GET form to /products, so searching works before (or without) JavaScript; with it, an empty or
// blank query goes nowhere and the navigation stays on the client.
import type { FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Icon } from '@/components/icons/icon';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import styles from './header-controls.module.css';

/** The URL the search form leads to, or null when there is nothing to search for. */
export function searchHref(text: string): string | null {
  const query = text.trim();
  return query ? `/products?${new URLSearchParams({ search: query })}` : null;
}

export function HeaderSearch() {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    const href = searchHref(typeof value === 'string' ? value : '');
    if (href) router.push(href);
  };
  return (
    <form role="search" action="/products" method="get" onSubmit={onSubmit} className={styles.searchForm}>
      <div className={styles.searchBox}>
        <input
          name="search"
          type="search"
          placeholder={CATALOGUE_MESSAGES.searchPlaceholder}
          aria-label={LAYOUT_MESSAGES.searchLabel}
          enterKeyHint="search"
          maxLength={200}
          className={styles.searchInput}
        />
        <button
          type="submit"
          aria-label={LAYOUT_MESSAGES.searchButton}
          className={`${styles.iconButton} ${styles.searchButton}`}
        >
          <Icon name="Search" size="small" />
        </button>
      </div>
    </form>
  );
}
