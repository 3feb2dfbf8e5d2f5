// 'Product not found' (answered with HTTP 404): plain HTML, nothing to hydrate.
import { IntentLink as Link } from '@/components/common/intent-link';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import buttons from './link-button.module.css';
import styles from './page-message.module.css';

export function ProductNotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{CATALOGUE_MESSAGES.productNotFound}</h1>
      <Link href="/products" className={`${buttons.button} ${buttons.contained}`}>
        {PRODUCT_MESSAGES.backToProducts}
      </Link>
    </div>
  );
}
