// /categories: every root category with its subcategories, each with image and item count, linking to its
// product list.
import type { CategoryNode } from './category-tree';
import { CategoryTile, type CategoryTileData } from './category-tile';
import layout from './page-layout.module.css';
import styles from './category-directory.module.css';

const tileData = (category: CategoryNode): CategoryTileData => ({ id: category.id, name: category.name, image: category.image_url, count: category.products_count });

export function CategoryDirectory({ roots }: { roots: CategoryNode[] }) {
  return (
    <ul className={`${layout.plainList} ${styles.groups}`}>
      {roots.map((root) => (
        <li key={root.id}>
          <CategoryTile category={tileData(root)} root />
          {root.children.length > 0 && (
            <ul className={`${layout.plainList} ${styles.children}`}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <CategoryTile category={tileData(child)} root={false} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
