// Metadata for the root layout and for each page, built from the shop settings. Pure: the page helpers in
// page-metadata.ts read the cached settings and call these.
import 'server-only';
import type { Metadata } from 'next';
import { CURRENCY } from '@/lib/shared/constants';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { htmlToPlainText } from '@/lib/shared/plain-text';
import { shopName, type OpenGraphTag } from '@/lib/shared/seo/page-meta';
import { siteUrl } from './site-url';
import type { PagePreview } from './link-previews';

export const META_DESCRIPTION_LIMIT = 160;
export const OG_LOCALE = 'en_IN';

export type PageMetadataInput = {
  /** The page's own title; the shop name is appended ('{page} | {shop name}'). Omit it on the home page. */
  title?: string;
  /** Plain text or stored HTML; defaults to the company description. */
  description?: string;
  /** The canonical path of this page, e.g. '/products/12' or '/products?category_id=3'. */
  path: string;
  /** Relative (/media/...) or absolute image for link previews; defaults to the shop logo. */
  image?: string | { url: string; alt?: string; width?: number; height?: number };
  /**
   * The 1200×630 link preview of the page (link-previews.ts: productPreview, categoryPreview), named by
   * page-metadata.ts and passed on as `image`. Pages without one get the shop's own.
   */
  preview?: PagePreview;
  /** Pages that must not be indexed (the unknown-path 404, account pages). */
  noindex?: boolean;
  /**
   * Product pages: price in rupees. The page then renders productOpenGraphTags() itself (og:type product and
   * the price), so OpenGraph here leaves its type out.
   */
  price?: ProductPrice;
};

export type ProductPrice = { amount: number; currency?: string };
/**
 * OpenGraph's product object (read by link previews such as Facebook's and Pinterest's). Its tags use
 * `property=`, which Next's `metadata.other` cannot write (it writes `name=`), so product pages render these
 * with components/seo/open-graph-tags.tsx.
 */
export function productOpenGraphTags(price: ProductPrice): OpenGraphTag[] {
  return [
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: price.amount.toFixed(2) },
    { property: 'product:price:currency', content: price.currency ?? CURRENCY },
  ];
}

/** Plain text cut at a word boundary, short enough that search results show it whole. */
export function metaDescription(text: string, limit: number = META_DESCRIPTION_LIMIT): string {
  const plain = htmlToPlainText(text);
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function previewImages(settings: ShopSettings, image: PageMetadataInput['image'], alt: string) {
  if (image) return [typeof image === 'string' ? { url: image, alt } : { alt, ...image }];
  const logo = settings.company.logo?.url;
  return logo ? [{ url: logo, alt: shopName(settings) }] : undefined;
}

/** X's large card needs a picture of at least 300×157; a smaller one (the logo) gets the summary card. */
const LARGE_CARD_MIN = { width: 300, height: 157 };
function twitterCard(images: ReturnType<typeof previewImages>): 'summary_large_image' | 'summary' {
  const first = images?.[0] as { width?: number; height?: number } | undefined;
  return first?.width !== undefined &&
    first.height !== undefined &&
    first.width >= LARGE_CARD_MIN.width &&
    first.height >= LARGE_CARD_MIN.height
    ? 'summary_large_image'
    : 'summary';
}

/** The card's picture with its alt text (twitter:image:alt), which a screen reader on the card reads out. */
function twitterImages(images: ReturnType<typeof previewImages>) {
  return images?.map(({ url, alt }) => ({ url, alt }));
}

/** Defaults every page inherits: title template, OpenGraph site name and locale, Twitter card, robots. */
export function buildRootMetadata(settings: ShopSettings): Metadata {
  const name = shopName(settings);
  const description = metaDescription(settings.company.description);
  const images = previewImages(settings, undefined, name);
  return {
    metadataBase: siteUrl(),
    title: { default: name, template: `%s | ${name}` },
    description,
    applicationName: name,
    // No url here: a page without its own metadata would otherwise claim to be the home page.
    openGraph: { type: 'website', siteName: name, locale: OG_LOCALE, title: name, description, images },
    twitter: { card: twitterCard(images), title: name, description, images: twitterImages(images) },
    // No robots default: indexing is the default anyway, and a layout's 'index, follow' would also reach
    // the not-found pages, which then said both 'noindex' (Next's) and 'index, follow'.
    icons: {
      // app/favicon.ico is linked by Next itself.
      icon: [{ url: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' }],
      apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
    },
    formatDetection: { telephone: false },
  };
}

/**
 * A page's metadata. The title is absolute ('{page} | {shop name}') because Next applies the layout's
 * template only to child segments, not to app/page.tsx; and OpenGraph is complete because a page's
 * openGraph replaces the layout's instead of merging with it.
 */
export function buildPageMetadata(settings: ShopSettings, input: PageMetadataInput): Metadata {
  const name = shopName(settings);
  const title = input.title ? `${input.title} | ${name}` : name;
  const description = metaDescription(input.description ?? settings.company.description);
  const images = previewImages(settings, input.image, input.title ?? name);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: input.path },
    openGraph: {
      ...(input.price ? {} : { type: 'website' as const }),
      siteName: name,
      locale: OG_LOCALE,
      url: input.path,
      title,
      description,
      images,
    },
    twitter: { card: twitterCard(images), title, description, images: twitterImages(images) },
    robots: input.noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}
