// 'No products found' (spec section 2, Products page). Plain HTML: nothing here needs to hydrate.
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import styles from './product-list-view.module.css';

export function EmptyProducts() {
  return (
    <div className={styles.empty}>
      {/* A magnifier with a minus: nothing found. */}
      <svg className={styles.emptyIcon} width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="10" cy="10" r="6" />
          <line x1="14.5" y1="14.5" x2="20" y2="20" />
          <line x1="7.5" y1="10" x2="12.5" y2="10" />
        </g>
      </svg>
      <h2 className={styles.emptyTitle}>{CATALOGUE_MESSAGES.noProducts}</h2>
      <p className={styles.emptyHint}>{CATALOGUE_MESSAGES.noProductsHint}</p>
    </div>
  );
}
