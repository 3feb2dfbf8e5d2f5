'use client';
// 'Shop by Category': 2, 3 or 4 categories by screen width. All four are in the HTML and the extra ones are
// hidden by CSS breakpoints (home.module.css), so nothing depends on JavaScript or shifts after load. A Client
// Component so the page's React payload carries each tile's four fields, not its markup.
import { IntentLink as Link } from '@/components/common/intent-link';
import type { CategoryTileData } from '@/lib/shared/catalogue/category-tile-data';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import layout from '@/components/catalogue/page-layout.module.css';
import { CARD_IMAGE, ProductImage } from '@/components/catalogue/product-image';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import styles from './home.module.css';

/** `categories`: the tiles to show, at most four (home-content.tsx picks them). */
export function ShopByCategory({ categories }: { categories: CategoryTileData[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-category" className={`${layout.container} ${styles.section}`}>
      <h2 id="shop-by-category" className={`${layout.sectionTitle} ${layout.centered}`}>
        {HOME_MESSAGES.shopByCategory}
      </h2>
      <ul className={`${layout.plainList} ${styles.tiles}`}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={productListHref({ categoryId: category.id })} className={styles.tile}>
              <ProductImage url={category.image} alt={category.name} sizes={CARD_IMAGE} />
              <div className={styles.tileText}>
                <h3 className={styles.tileName}>{category.name}</h3>
                <p className={styles.tileCount}>{HOME_MESSAGES.itemsCount(category.count)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
