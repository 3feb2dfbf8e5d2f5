'use client';
// The product list while a new filter, sort or search is loading: a progress bar and the old results dimmed
// and marked busy. (No route-level loading.tsx: its Suspense boundary would put a skeleton in the server HTML
// and leave the real content hidden until a script reveals it, and shoppers without JavaScript would never
// see the products.)
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useListPending } from './use-list-navigation';

export function ListPending({ children }: { children: ReactNode }) {
  const pending = useListPending();
  return (
    <Box aria-busy={pending} sx={{ position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: -12, left: 0, right: 0, height: 4 }}>{pending && <LinearProgress aria-hidden />}</Box>
      <Box sx={{ opacity: pending ? 0.55 : 1, transition: 'opacity 0.2s', pointerEvents: pending ? 'none' : undefined }}>{children}</Box>
    </Box>
  );
}
