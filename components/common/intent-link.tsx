'use client';
// next/link that prefetches on intent, not on load. Next's default prefetches every link as it scrolls into
// view: a catalogue page fired 8-16 RSC prefetches while it loaded on a phone, and those of /cart and /wishlist
// pulled in the MUI chunks of those pages (docs/benchmarks.md). Here the route is prefetched when
// the shopper reaches for the link (a pointer over it, a touch starting on it, keyboard focus), which still
// comes well before the click, and a page nobody reaches for costs nothing.
import NextLink from 'next/link';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  // The router next/link itself reads (useRouter would throw where none is mounted, as in a unit test).
  const router = useContext(AppRouterContext);
  const prefetch = () => {
    // Every link of the shop's pages is a path string; an object href is left to the click.
    if (router && typeof href === 'string') router.prefetch(href);
  };
  return (
    <NextLink
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}
