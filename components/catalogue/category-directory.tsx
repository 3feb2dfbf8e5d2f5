// /categories: every root category with its subcategories, each with image and item count, linking to its
// product list.
import { categoryTileData } from '@/lib/shared/catalogue/category-tile-data';
import type { CategoryNode } from './category-tree';
import { CategoryTile } from './category-tile';
import layout from './page-layout.module.css';
import styles from './category-directory.module.css';

export function CategoryDirectory({ roots }: { roots: CategoryNode[] }) {
  return (
    <ul className={`${layout.plainList} ${styles.groups}`}>
      {roots.map((root, index) => (
        <li key={root.id}>
          <CategoryTile category={categoryTileData(root)} root largestPaint={index === 0} />
          {root.children.length > 0 && (
            <ul className={`${layout.plainList} ${styles.children}`}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <CategoryTile category={categoryTileData(child)} root={false} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
