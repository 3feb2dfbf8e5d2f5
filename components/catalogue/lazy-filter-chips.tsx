'use client';
// The active-filter chips as a separate chunk. next/dynamic splits code only inside a client module (a
// Server Component's dynamic() still ships the component with the page), so the split lives here: an
// unfiltered list renders no chips and so never loads their code (MUI Chip, ButtonBase, the ripple).
import dynamic from 'next/dynamic';

export const LazyActiveFilterChips = dynamic(() => import('./active-filter-chips').then((m) => m.ActiveFilterChips));
