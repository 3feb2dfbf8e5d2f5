// Carousel buttons: a link to another host opens in a new tab, anything on this shop navigates in place
// (spec section 2). Decided on the server, where the shop's own origin is known.

export type SlideLink = { href: string; external: boolean };

export function slideLink(link: string, siteOrigin: string): SlideLink {
  const value = link.trim();
  if (!/^https?:\/\//i.test(value)) return { href: value.startsWith('/') ? value : `/${value}`, external: false };
  try {
    const url = new URL(value);
    if (url.origin === new URL(siteOrigin).origin)
      return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  } catch {
    // An unparsable absolute link is still somebody else's.
  }
  return { href: value, external: true };
}
