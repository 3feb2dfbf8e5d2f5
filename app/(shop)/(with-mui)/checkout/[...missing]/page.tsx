// An unknown path under /checkout. proxy.ts gives every path here a nonce script policy; the shop-wide 404
// (app/global-not-found.tsx) is prerendered, so its scripts carry no nonce and that policy blocked them all.
// Rendered per request instead, the 404 (app/(shop)/not-found.tsx) gets the request's nonce on its scripts.
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

export default function MissingCheckoutPage(): never {
  notFound();
}
