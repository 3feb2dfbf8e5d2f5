// The sitemap as search engines read it at any catalogue size: /sitemap.xml is a sitemap index naming
// /sitemaps/pages.xml (home, the lists, each category with pieces) and /sitemaps/products-N.xml, files of at
// most SITEMAP_MAX_URLS pieces each (sitemaps.org's and Google's limit is 50,000), each piece with its last
// change and its first picture as an image entry. The product files read three columns of the active pieces,
// never whole products.
import 'server-only';
import {
  catalogueStamp,
  countActiveProducts,
  listCategories,
  sitemapProductChunks,
  sitemapProductSlice,
} from '@/lib/server/catalogue';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { imageSrc } from '@/lib/shared/catalogue/image-src';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import { urlOn } from '@/lib/shared/seo/structured-data';

export const SITEMAP_MAX_URLS = 50_000;
/** A product file's name and number: products-1.xml is the first SITEMAP_MAX_URLS pieces in id order. */
export const SITEMAP_PRODUCT_FILE = /^products-([1-9]\d{0,5})\.xml$/;
export const SITEMAP_PAGES_FILE = 'pages.xml';

/** What the prepared sitemap files are made from: the catalogue, and the origin their addresses are on. */
export async function sitemapStamp(origin: string): Promise<string> {
  return `${await catalogueStamp()}|${origin}`;
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

/** Home, the list, all categories, and each category's list that has pieces (an empty list is no page). */
export async function* sitemapPagesXml(origin: string): AsyncGenerator<string> {
  const [categories, chunks] = await Promise.all([listCategories(), sitemapProductChunks(SITEMAP_MAX_URLS)]);
  const newest = chunks.reduce<Date | undefined>((a, c) => (!a || c.lastModified > a ? c.lastModified : a), undefined);
  yield URLSET_HEAD;
  for (const path of ['/', '/categories', '/products']) {
    yield `<url>${loc(urlOn(origin, path))}${lastmod(newest)}</url>\n`;
  }
  for (const c of categories.filter((c) => c.products_count > 0)) {
    yield `<url>${loc(urlOn(origin, productListHref({ categoryId: c.id })))}</url>\n`;
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
