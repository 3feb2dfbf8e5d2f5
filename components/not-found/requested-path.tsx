'use client';
// The address the shopper asked for, on the not-found page. That page is prerendered once for every unknown
// address, so the address is read in the browser after the page loads.
import { useSyncExternalStore } from 'react';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';

const noSubscription = () => () => undefined;

export function RequestedPath() {
  const path = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname}${window.location.search}`,
    () => '',
  );
  return <p aria-live="polite">{path && NOT_FOUND_MESSAGES.asked(path)}</p>;
}
