// Home / Products / {category} / {name}: every step but the last is a link.
import { IntentLink as Link } from '@/components/common/intent-link';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import type { BreadcrumbItem } from '@/lib/shared/seo/page-meta';
import styles from './product-detail.module.css';

export function ProductBreadcrumbs({ trail, current }: { trail: BreadcrumbItem[]; current: string }) {
  return (
    <nav aria-label={PRODUCT_MESSAGES.breadcrumb} className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link href={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
