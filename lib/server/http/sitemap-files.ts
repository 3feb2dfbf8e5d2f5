// The sitemap as search engines read it at any catalogue size: /sitemap.xml is a sitemap index naming
// /sitemaps/pages.xml (home, the lists, each category with pieces and its last change, the policy pages) and
// /sitemaps/products-N.xml, files of at
// most SITEMAP_MAX_URLS pieces each (sitemaps.org's and Google's limit is 50,000), each piece with its last
// change and its first picture as an image entry. The product files read three columns of the active pieces,
// never whole products.
import 'server-only';
import {
  catalogueStamp,
  categoryLastChanges,
  countActiveProducts,
  listCategories,
  sitemapProductChunks,
  sitemapProductSlice,
} from '@/lib/server/catalogue';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { imageSrc } from '@/lib/shared/catalogue/image-src';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import { urlOn } from '@/lib/shared/seo/structured-data';
import { getShopSettings } from '@/lib/server/settings';
import { POLICY_KINDS, POLICY_PAGES, policyPath } from '@/lib/shared/policy-pages';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue-schema';
import type { LegalLink } from '@/lib/shared/schemas/settings-schema';

export const SITEMAP_MAX_URLS = 50_000;
/** A product file's name and number: products-1.xml is the first SITEMAP_MAX_URLS pieces in id order. */
export const SITEMAP_PRODUCT_FILE = /^products-([1-9]\d{0,5})\.xml$/;
export const SITEMAP_PAGES_FILE = 'pages.xml';

/** What the prepared sitemap files are made from: the catalogue, the policies' dates, and the origin. */
export async function sitemapStamp(origin: string): Promise<string> {
  const [catalogue, settings] = await Promise.all([catalogueStamp(), getShopSettings()]);
  const policies = settings.legal_links.map((l) => `${l.slug}:${l.updated_at ?? ''}`).join(',');
  return `${catalogue}|${policies}|${origin}`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const loc = (url: string) => `<loc>${escapeXml(url)}</loc>`;
const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/** The index: the pages file and one file per SITEMAP_MAX_URLS pieces (at least one, if empty). */
export async function* sitemapIndexXml(origin: string, perFile = SITEMAP_MAX_URLS): AsyncGenerator<string> {
  const chunks = await sitemapProductChunks(perFile);
  const newest = chunks.reduce<Date | undefined>((a, c) => (!a || c.lastModified > a ? c.lastModified : a), undefined);
  yield `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  yield `<sitemap>${loc(urlOn(origin, `/sitemaps/${SITEMAP_PAGES_FILE}`))}${lastmod(newest)}</sitemap>\n`;
  const files = chunks.length > 0 ? chunks : [{ count: 0, lastModified: undefined }];
  for (const [i, chunk] of files.entries()) {
    yield `<sitemap>${loc(urlOn(origin, `/sitemaps/products-${i + 1}.xml`))}${lastmod(chunk.lastModified)}</sitemap>\n`;
  }
  yield '</sitemapindex>\n';
}

const URLSET_HEAD =
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
  `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`;

/** Each category's latest change: the newest of its own pieces' and its subcategories' (its list shows them all). */
function categoryLastModified(categories: readonly ApiCategory[], own: Map<number, Date>): Map<number, Date> {
  const latest = new Map<number, Date>();
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  for (const [categoryId, changed] of own) {
    const seen = new Set<number>();
    for (let id: number | null | undefined = categoryId; id != null && !seen.has(id); id = parentOf.get(id)) {
      seen.add(id);
      const known = latest.get(id);
      if (!known || changed > known) latest.set(id, changed);
    }
  }
  return latest;
}

/** The day a policy was last changed, as the settings say it, or undefined when they do not (or not readably). */
function policyLastModified(links: readonly LegalLink[], slug: string): Date | undefined {
  const stated = links.find((l) => l.slug === slug)?.updated_at;
  const date = stated ? new Date(stated) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * Home, the list, all categories, each category's list that has pieces (an empty list is no page) with the
 * latest change among its pieces, and the shop's policy pages.
 */
export async function* sitemapPagesXml(origin: string): AsyncGenerator<string> {
  const [categories, chunks, changes, settings] = await Promise.all([
    listCategories(),
    sitemapProductChunks(SITEMAP_MAX_URLS),
    categoryLastChanges(),
    getShopSettings(),
  ]);
  const newest = chunks.reduce<Date | undefined>((a, c) => (!a || c.lastModified > a ? c.lastModified : a), undefined);
  const categoryChanged = categoryLastModified(categories, changes);
  yield URLSET_HEAD;
  for (const path of ['/', '/categories', '/products']) {
    yield `<url>${loc(urlOn(origin, path))}${lastmod(newest)}</url>\n`;
  }
  for (const c of categories.filter((c) => c.products_count > 0)) {
    yield `<url>${loc(urlOn(origin, productListHref({ categoryId: c.id })))}${lastmod(categoryChanged.get(c.id))}</url>\n`;
  }
  for (const kind of POLICY_KINDS) {
    const changed = policyLastModified(settings.legal_links, POLICY_PAGES[kind]);
    yield `<url>${loc(urlOn(origin, policyPath(kind)))}${lastmod(changed)}</url>\n`;
  }
  yield '</urlset>\n';
}

/** How many product files the index names: one per SITEMAP_MAX_URLS active pieces, and at least one. */
export async function sitemapProductFileCount(perFile = SITEMAP_MAX_URLS): Promise<number> {
  return Math.max(1, Math.ceil((await countActiveProducts()) / perFile));
}

/** The number-th product file (from 1): its pieces in id order, each with its last change and first picture. */
export async function* sitemapProductsXml(
  origin: string,
  number: number,
  perFile = SITEMAP_MAX_URLS,
): AsyncGenerator<string> {
  const pieces = await sitemapProductSlice((number - 1) * perFile, perFile);
  yield URLSET_HEAD;
  let chunk = '';
  for (const [i, p] of pieces.entries()) {
    const src = p.image ? imageSrc(p.image) : null;
    const image = src ? `<image:image><image:loc>${escapeXml(urlOn(origin, src))}</image:loc></image:image>` : '';
    chunk += `<url>${loc(urlOn(origin, canonicalProductPath(p.id)))}${lastmod(p.updatedAt)}${image}</url>\n`;
    if (i % 1000 === 999) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}
