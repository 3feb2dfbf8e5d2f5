// Search and sharing metadata for the catalogue pages (home, lists, categories, product pages).
// Interim: the layout feature brings lib/server/seo's pageMetadata() with the same inputs; once merged, the
// pages can call that instead and this file can go.
import type { Metadata } from 'next';
import { CURRENCY } from '@/lib/shared/constants';

/** Where the shop is served; absolute URLs are needed in canonical links, OpenGraph and JSON-LD. */
export function siteOrigin(): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://localhost:${process.env.PORT || 3000}`;
}

/** A path of this site (or an already absolute URL) as an absolute URL. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteOrigin()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A meta description: whole words up to the limit search engines show. */
export function metaDescription(text: string, limit = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export type CatalogueMetadataInput = {
  /** The page's own title; the root layout's template adds " | {shop name}". */
  title: string;
  /** Used as the whole title (the home page). */
  absoluteTitle?: boolean;
  description: string;
  /** Canonical path of the page. */
  path: string;
  shopName: string;
  image?: { url: string; alt: string; width?: number; height?: number } | null;
  noindex?: boolean;
  /** Product pages announce their price to link previews. */
  priceRupees?: number;
};

export function catalogueMetadata(input: CatalogueMetadataInput): Metadata {
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${input.shopName}`;
  const description = metaDescription(input.description);
  const url = absoluteUrl(input.path);
  const images = input.image ? [{ url: absoluteUrl(input.image.url), alt: input.image.alt, width: input.image.width, height: input.image.height }] : undefined;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title: fullTitle, description, siteName: input.shopName, locale: 'en_IN', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: fullTitle, description, images: images?.map((i) => i.url) },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
    ...(input.priceRupees !== undefined
      ? { other: { 'product:price:amount': input.priceRupees.toFixed(2), 'product:price:currency': CURRENCY } }
      : {}),
  };
}
