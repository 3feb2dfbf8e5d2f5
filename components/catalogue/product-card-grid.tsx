'use client';
// The grid's list of cards (see product-grid.tsx, which maps the products to their card data on the server).
// On the client side of the boundary with the cards, so each card costs the page's React payload only its
// data, not a list item and a card element with the grid's options repeated.
import type { ProductCardData } from '@/lib/shared/catalogue/product-card-data';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export type ProductCardGridProps = {
  cards: ProductCardData[];
  cartEnabled: boolean;
  /** 'full' (home, related products): 2, 3, then 4 columns; 'withSidebar' (beside the list's filters): 2, then 3. */
  layout?: 'full' | 'withSidebar';
  headingLevel?: 'h2' | 'h3';
  /**
   * How many leading cards fetch their picture at once (those above the fold); the first of them is the page's
   * largest paint, and its picture is preloaded from the document's head.
   */
  eagerImages?: number;
};

export function ProductCardGrid({
  cards,
  cartEnabled,
  layout = 'full',
  headingLevel,
  eagerImages = 0,
}: ProductCardGridProps) {
  return (
    <ul className={layout === 'full' ? `${styles.grid} ${styles.full}` : styles.grid}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCard
            card={card}
            cartEnabled={cartEnabled}
            headingLevel={headingLevel}
            imageLoading={index >= eagerImages ? 'lazy' : index === 0 ? 'preload' : 'eager'}
          />
        </li>
      ))}
    </ul>
  );
}
