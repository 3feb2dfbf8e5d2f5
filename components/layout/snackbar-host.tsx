'use client';
// The one app-wide message (spec section 2, Messages). The Snackbar's code loads with the first message.
import { lazyIsland } from '@/components/common/lazy-island';
import { useSnackbar } from '@/lib/client/stores/snackbar-store';

const SnackbarView = lazyIsland(() => import('./snackbar-view').then((m) => m.SnackbarView));

export function SnackbarHost() {
  const message = useSnackbar();
  return message ? <SnackbarView message={message} /> : null;
}
