// Shown when a page calls notFound() and has no not-found of its own (product pages do). Unknown URLs are
// answered by app/global-not-found.tsx with the home content. Plain HTML on purpose: Next sends this file's
// tree along with every page under the root.
import { IntentLink as Link } from '@/components/common/intent-link';
import buttons from '@/components/catalogue/link-button.module.css';
import styles from '@/components/catalogue/page-message.module.css';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';

export default function NotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{NOT_FOUND_MESSAGES.title}</h1>
      <div className={styles.actions}>
        <Link href="/" className={`${buttons.button} ${buttons.contained}`}>
          {NOT_FOUND_MESSAGES.goHome}
        </Link>
        <Link href="/products" className={`${buttons.button} ${buttons.outlined}`}>
          {CATALOGUE_MESSAGES.browseProducts}
        </Link>
      </div>
    </div>
  );
}
