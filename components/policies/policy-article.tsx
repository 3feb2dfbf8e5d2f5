// One of the shop's policies as a page of its own (/policies/returns and the like): plain HTML a crawler and a
// shopper without scripts read alike, the same sanitized text the footer's dialog shows.
import layout from '@/components/catalogue/page-layout.module.css';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import styles from './policy-article.module.css';

type Props = {
  title: string;
  /** '15 October 2026', or null when the settings do not say. */
  updatedAt: string | null;
  /** Sanitized on the server (lib/server/content/sanitize-html.ts) before it reaches this component. */
  html: string;
};

export function PolicyArticle({ title, updatedAt, html }: Props) {
  return (
    <article className={`${layout.container} ${styles.page}`}>
      <h1 className={layout.pageTitle}>{title}</h1>
      {updatedAt && (
        <p className={styles.updated}>
          {LAYOUT_MESSAGES.lastUpdated}: {updatedAt}
        </p>
      )}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
