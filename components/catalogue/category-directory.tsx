// /categories: every root category with its subcategories, each with image and item count, linking to its
// product list.
import Link from 'next/link';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import type { CategoryNode } from './category-tree';
import layout from './page-layout.module.css';
import { ProductImage } from './product-image';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import styles from './category-directory.module.css';

function CategoryTile({ category, root }: { category: CategoryNode; root: boolean }) {
  // The widths of .picture and .pictureRoot (category-directory.module.css).
  const imageWidth = root ? 96 : 56;
  const Heading = root ? 'h2' : 'h3';
  return (
    <Link href={productListHref({ categoryId: category.id })} className={styles.tile}>
      <div className={root ? `${styles.picture} ${styles.pictureRoot}` : styles.picture}>
        <ProductImage url={category.image_url} alt={category.name} sizes={{ fixed: imageWidth }} />
      </div>
      <div>
        <Heading className={root ? styles.rootName : styles.childName}>{category.name}</Heading>
        <p className={styles.count}>{HOME_MESSAGES.itemsCount(category.products_count)}</p>
      </div>
    </Link>
  );
}

export function CategoryDirectory({ roots }: { roots: CategoryNode[] }) {
  return (
    <ul className={`${layout.plainList} ${styles.groups}`}>
      {roots.map((root) => (
        <li key={root.id}>
          <CategoryTile category={root} root />
          {root.children.length > 0 && (
            <ul className={`${layout.plainList} ${styles.children}`}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <CategoryTile category={child} root={false} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
