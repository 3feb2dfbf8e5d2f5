'use client';
// MUI's `component` prop takes a component; a Server Component can only hand a Client Component a client
// reference, not next/link's function itself. Re-exported from a client module, Link becomes such a reference.
export { default as RouterLink } from 'next/link';
