// The first focusable element of every page: keyboard users jump past the header to the content.
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import styles from './site-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      {LAYOUT_MESSAGES.skipLink}
    </a>
  );
}
