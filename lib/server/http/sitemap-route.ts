// GET /sitemap.xml (the index) and /sitemaps/{pages,products-N}.xml (sitemap-files.ts), prepared
// as files on disk and answered from there (prepared-file.ts): compressed as the client accepts, with ETag and
// Last-Modified, 304 when unchanged, and written again only when the catalogue changes.
import 'server-only';
import { siteUrl } from '@/lib/server/seo';
import {
  SITEMAP_PAGES_FILE,
  SITEMAP_PRODUCT_FILE,
  sitemapIndexXml,
  sitemapPagesXml,
  sitemapProductFileCount,
  sitemapProductsXml,
  sitemapStamp,
} from './sitemap-files';
import { preparedFileResponse, type PreparedFileSpec } from './prepared-file';

const HEADERS = { 'Cache-Control': 'public, max-age=300' };
/** A product file of a few thousand pieces is written in well under a second; past that, serve the last. */
const SITEMAP_STALE_ABOVE_BYTES = 2_000_000;

function spec(name: string, stamp: string, build: () => AsyncIterable<string>): PreparedFileSpec {
  return {
    name,
    stamp,
    contentType: 'application/xml; charset=utf-8',
    headers: HEADERS,
    staleAboveBytes: SITEMAP_STALE_ABOVE_BYTES,
    build,
  };
}

/** Every sitemap file as it stands now: the index, the pages and each product file (for the background sweep). */
export async function sitemapFileSpecs(): Promise<PreparedFileSpec[]> {
  const origin = siteUrl().origin;
  const [stamp, count] = await Promise.all([sitemapStamp(origin), sitemapProductFileCount()]);
  return [
    spec('sitemap-index.xml', stamp, () => sitemapIndexXml(origin)),
    spec('sitemap-pages.xml', stamp, () => sitemapPagesXml(origin)),
    ...Array.from({ length: count }, (_, i) =>
      spec(`sitemap-products-${i + 1}.xml`, stamp, () => sitemapProductsXml(origin, i + 1)),
    ),
  ];
}

/** The index's prepared file as it stands now. */
export async function sitemapIndexSpec(): Promise<PreparedFileSpec> {
  const origin = siteUrl().origin;
  return spec('sitemap-index.xml', await sitemapStamp(origin), () => sitemapIndexXml(origin));
}

/** The prepared file of one name the index gives (pages.xml, products-N.xml); null for any other name. */
export async function sitemapFileSpec(file: string): Promise<PreparedFileSpec | null> {
  const origin = siteUrl().origin;
  if (file === SITEMAP_PAGES_FILE)
    return spec('sitemap-pages.xml', await sitemapStamp(origin), () => sitemapPagesXml(origin));
  const number = Number(SITEMAP_PRODUCT_FILE.exec(file)?.[1] ?? 0);
  if (number < 1 || number > (await sitemapProductFileCount())) return null;
  return spec(`sitemap-products-${number}.xml`, await sitemapStamp(origin), () => sitemapProductsXml(origin, number));
}

export async function sitemapIndexResponse(request: Request): Promise<Response> {
  return preparedFileResponse(request, await sitemapIndexSpec());
}

/** One file the index names; any other name is a 404. */
export async function sitemapFileResponse(request: Request, file: string): Promise<Response> {
  const found = await sitemapFileSpec(file);
  if (!found) return new Response('Not found', { status: 404 });
  return preparedFileResponse(request, found);
}
