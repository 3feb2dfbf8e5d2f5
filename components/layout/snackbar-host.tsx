'use client';
// The one app-wide message (spec section 2, Messages). The Snackbar's code loads with the first message.
import dynamic from 'next/dynamic';
import { useSnackbar } from '@/lib/client/stores/snackbar-store';

const SnackbarView = dynamic(() => import('./snackbar-view').then((m) => m.SnackbarView), { ssr: false });

export function SnackbarHost() {
  const message = useSnackbar();
  return message ? <SnackbarView message={message} /> : null;
}
