// The shop's not-found page, for an address it does not know and for a product, category or page of a list that
// is not there: says so (and what was asked for), offers a search of the catalogue and the categories (each one
// when the page has them, else the link to all of them), so a shopper following a dead link finds the way on.
// Plain HTML: a GET form to /products works before (and without) the page's scripts.
import { IntentLink as Link } from '@/components/common/intent-link';
import buttons from '@/components/catalogue/link-button.module.css';
import styles from './not-found-content.module.css';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';
import { RequestedPath } from './requested-path';

type Props = {
  /** What is not there: 'Page not found' unless the page knows better ('Product not found'). */
  title?: string;
  categories?: readonly ApiCategory[];
  /** The home page's content follows (an unknown address): say so. */
  homeBelow?: boolean;
};

export function NotFoundContent({ title = NOT_FOUND_MESSAGES.title, categories = [], homeBelow = false }: Props) {
  const roots = categories.filter((c) => c.parent_id === null);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>{NOT_FOUND_MESSAGES.text}</p>
      <RequestedPath />
      {/* Named, so it is told apart from the header's search landmark. */}
      <form
        action="/products"
        method="get"
        role="search"
        aria-labelledby="not-found-search-label"
        className={styles.search}
      >
        <label id="not-found-search-label" htmlFor="not-found-search">
          {NOT_FOUND_MESSAGES.searchLabel}
        </label>
        <input
          id="not-found-search"
          name="search"
          type="search"
          placeholder={CATALOGUE_MESSAGES.searchPlaceholder}
          maxLength={100}
        />
        <button type="submit" className={`${buttons.button} ${buttons.contained}`}>
          {NOT_FOUND_MESSAGES.search}
        </button>
      </form>
      {roots.length > 0 && (
        <nav aria-labelledby="not-found-categories">
          <h2 id="not-found-categories" className={styles.subtitle}>
            {NOT_FOUND_MESSAGES.categories}
          </h2>
          <ul className={styles.categories}>
            {roots.map((c) => (
              <li key={c.id}>
                <Link href={productListHref({ categoryId: c.id })}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.actions}>
        <Link href="/" className={`${buttons.button} ${buttons.outlined}`}>
          {NOT_FOUND_MESSAGES.goHome}
        </Link>
        <Link href="/products" className={`${buttons.button} ${buttons.outlined}`}>
          {CATALOGUE_MESSAGES.browseProducts}
        </Link>
        {roots.length === 0 && (
          <Link href="/categories" className={`${buttons.button} ${buttons.outlined}`}>
            {NOT_FOUND_MESSAGES.allCategories}
          </Link>
        )}
      </div>
      {homeBelow && <p className={styles.homeBelow}>{NOT_FOUND_MESSAGES.homeBelow}</p>}
    </div>
  );
}
