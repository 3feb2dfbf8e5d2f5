'use client';
// The product list while a new filter, sort or search is loading: a progress bar and the old results dimmed
// and marked busy. (No route-level loading.tsx: its Suspense boundary would put a skeleton in the server HTML
// and leave the real content hidden until a script reveals it, and shoppers without JavaScript would never
// see the products.) Plain elements: this wraps the whole grid, and MUI's Box and LinearProgress would
// hydrate with it on every list view.
import type { ReactNode } from 'react';
import { useListPending } from './use-list-navigation';
import styles from './product-list-view.module.css';

export function ListPending({ children }: { children: ReactNode }) {
  const pending = useListPending();
  return (
    <div aria-busy={pending} className={styles.pendingFrame}>
      <div className={styles.progressSlot}>{pending && <div className={styles.progress} aria-hidden="true" />}</div>
      <div className={pending ? `${styles.pendingContent} ${styles.dimmed}` : styles.pendingContent}>{children}</div>
    </div>
  );
}
