// The public origin of the shop, for canonical URLs, the sitemap and structured data. Relative image paths
// (spec section 3: "prefixed with the server origin") become absolute against it.

const FALLBACK_ORIGIN = 'http://localhost:3000';

export function siteUrl(): URL {
  const configured = process.env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:') return new URL(url.origin);
    } catch {
      // A malformed SITE_URL must not take every page down; the fallback at least renders.
    }
  }
  return new URL(FALLBACK_ORIGIN);
}

/** `/media/x.webp` or `/products/3` on the shop's origin; an absolute http(s) URL is kept as it is. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, siteUrl()).toString();
}
