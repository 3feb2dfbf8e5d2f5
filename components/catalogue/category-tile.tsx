'use client';
// One category on /categories: its picture, name and item count, linking to its product list. A Client
// Component only so that the page's React payload carries four fields per tile (category-tile-data.ts; the page
// has one for every category) rather than each tile's element tree; the server renders the same HTML either way.
import { IntentLink as Link } from '@/components/common/intent-link';
import type { CategoryTileData } from '@/lib/shared/catalogue/category-tile-data';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { ProductImage } from './product-image';
import styles from './category-directory.module.css';

type Props = {
  category: CategoryTileData;
  root: boolean;
  /** The first root's picture is the page's largest paint on a phone and on a desktop: preloaded. */
  largestPaint?: boolean;
};

export function CategoryTile({ category, root, largestPaint = false }: Props) {
  // The widths of .picture and .pictureRoot (category-directory.module.css).
  const imageWidth = root ? 96 : 56;
  const Heading = root ? 'h2' : 'h3';
  return (
    <Link href={productListHref({ categoryId: category.id })} className={styles.tile}>
      <div className={root ? `${styles.picture} ${styles.pictureRoot}` : styles.picture}>
        <ProductImage
          url={category.image}
          alt={category.name}
          sizes={{ fixed: imageWidth }}
          loading={largestPaint ? 'preload' : 'lazy'}
        />
      </div>
      <div>
        <Heading className={root ? styles.rootName : styles.childName}>{category.name}</Heading>
        <p className={styles.count}>{HOME_MESSAGES.itemsCount(category.count)}</p>
      </div>
    </Link>
  );
}
