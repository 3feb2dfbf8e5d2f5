// An unknown path under /admin. proxy.ts gives every path here a nonce script policy; the shop-wide 404
// (app/global-not-found.tsx) is prerendered, so its scripts carry no nonce and that policy blocked them all.
// Rendered per request instead, inside the back office (signed-in staff only), the 404 gets the nonce.
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

export default function MissingAdminPage(): never {
  notFound();
}
