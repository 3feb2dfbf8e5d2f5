// 'Featured Products': up to 8 cards and a 'View All Products' link.
import { IntentLink as Link } from '@/components/common/intent-link';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { PAGE_SIZE } from '@/lib/shared/constants';
import layout from '@/components/catalogue/page-layout.module.css';
import { ProductGrid } from '@/components/catalogue/product-grid';
import buttons from '@/components/catalogue/link-button.module.css';
import styles from './home.module.css';

export function FeaturedProducts({ products, cartEnabled }: { products: ApiProduct[]; cartEnabled: boolean }) {
  return (
    <section aria-labelledby="featured-products" className={`${layout.container} ${styles.section}`}>
      <h2 id="featured-products" className={`${layout.sectionTitle} ${layout.centered}`}>
        {HOME_MESSAGES.featuredProducts}
      </h2>
      <ProductGrid products={products.slice(0, PAGE_SIZE.featured)} cartEnabled={cartEnabled} headingLevel="h3" />
      <div className={styles.actions}>
        <Link href="/products" className={`${buttons.button} ${buttons.outlined}`}>
          {HOME_MESSAGES.viewAllProducts}
        </Link>
      </div>
    </section>
  );
}
