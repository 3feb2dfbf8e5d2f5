// A page that is not there (a product, a category or a list page past the last), answered 404 with its
// not-found content in the HTML itself. Why not a bare notFound() in the page: thrown outside any Suspense
// boundary it fails the prerender's shell, and Next then sends an empty error document (no lang, the root
// title, a blank body) whose content only the browser's scripts draw, so a crawler or a shopper without
// scripts saw nothing. Thrown inside this boundary, the prerender keeps the shop's layout, puts the fallback
// (the same content the segment's not-found.tsx shows) in the HTML, and Next still answers 404 with noindex,
// as it does for an HTTP error thrown under Suspense. In the browser the boundary renders again, throws, and
// the segment's not-found.tsx takes its place.
import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';

function NotThere(): never {
  notFound();
}

export function MissingPage({ content }: { content: ReactNode }) {
  return (
    <Suspense fallback={content}>
      <NotThere />
    </Suspense>
  );
}
