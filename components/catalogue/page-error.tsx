'use client';
// What a section's error.tsx shows: the failure in words a shopper understands and a way to try again.
// Plain HTML: the root error boundary's code is loaded with every page, so it should weigh little.
import { useEffect } from 'react';
import { PAGE_ERROR_MESSAGES } from '@/lib/shared/messages/pages';
import styles from './page-message.module.css';

export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.page}>
      <div role="alert" className={styles.error}>
        <div>
          <h1 className={styles.errorTitle}>{PAGE_ERROR_MESSAGES.title}</h1>
          <p className={styles.errorText}>{PAGE_ERROR_MESSAGES.text}</p>
        </div>
        <button type="button" className={styles.retry} onClick={() => retry()}>
          {PAGE_ERROR_MESSAGES.retry}
        </button>
      </div>
    </div>
  );
}
