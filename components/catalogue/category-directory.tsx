'use client';
// /categories: every root category as a tile (picture, name, item count) with its subcategories under it as a
// list of links (name and count), each leading to its product list. One Client Component fed the tree's few
// fields: the page's React payload carries the data once, not each tile's element tree, and hydration runs
// one component rather than one per category.
//
// Subcategories have no pictures: a phone fetched every one of the 30 small pictures while the page
// loaded, each costing the main thread as much as a tile's own work, for pictures that repeat their root's look.
import { IntentLink as Link } from '@/components/common/intent-link';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import type { DirectoryGroup } from './category-tree';
import { ProductImage } from './product-image';
import layout from './page-layout.module.css';
import styles from './category-directory.module.css';

/** The width of .picture (category-directory.module.css). */
const ROOT_IMAGE_WIDTH = 96;

export function CategoryDirectory({ groups }: { groups: DirectoryGroup[] }) {
  return (
    <ul className={`${layout.plainList} ${styles.groups}`}>
      {groups.map((root, index) => (
        <li key={root.id}>
          <Link href={productListHref({ categoryId: root.id })} className={styles.tile}>
            <div className={styles.picture}>
              <ProductImage
                url={root.image}
                alt={root.name}
                sizes={{ fixed: ROOT_IMAGE_WIDTH }}
                // The first root's picture is the page's largest paint on a phone and on a desktop.
                loading={index === 0 ? 'preload' : 'lazy'}
              />
            </div>
            <div>
              <h2 className={styles.rootName}>{root.name}</h2>
              <p className={styles.count}>{HOME_MESSAGES.itemsCount(root.count)}</p>
            </div>
          </Link>
          {root.children.length > 0 && (
            <ul className={`${layout.plainList} ${styles.children}`}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <Link href={productListHref({ categoryId: child.id })} className={styles.child}>
                    <span className={styles.childName}>{child.name}</span>
                    <span className={styles.count}>{HOME_MESSAGES.itemsCount(child.count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
