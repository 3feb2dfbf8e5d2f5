// How the shop's HTTP server (scripts/serve.mjs, same process) finds the prepared sitemap or feed file a public
// address is answered with, so it can send the file's Brotli or gzip copy itself: Next 16 drops a route's
// Content-Encoding (server-runtime/prepared-files.cjs). The lookup is the routes' own: the same stamp check, the
// same build prepared first if the catalogue changed, null where the route answers 404.
import 'server-only';
import { feedFileSpec } from './feed-route';
import { preparedBuild, type PreparedBuild, type PreparedFileSpec } from './prepared-file';
import { sitemapFileSpec, sitemapIndexSpec } from './sitemap-route';

/**
 * The name serve.mjs reads it under (LOOKUP_KEY of server-runtime/prepared-files.cjs, which the app does not
 * import: it would bundle the server's file handling; prepared-lookup.test.ts checks the two agree).
 */
const LOOKUP_KEY = Symbol.for('jewelry-storefront.prepared-files');

const SITEMAP_FILES = '/sitemaps/';

async function specOf(pathname: string): Promise<PreparedFileSpec | null> {
  if (pathname === '/sitemap.xml') return sitemapIndexSpec();
  if (pathname === '/feeds/google.xml') return feedFileSpec('google');
  if (pathname === '/feeds/meta.csv') return feedFileSpec('meta');
  if (pathname.startsWith(SITEMAP_FILES)) return sitemapFileSpec(pathname.slice(SITEMAP_FILES.length));
  return null;
}

/** The build a public address is answered with now, or null where it has none. */
export async function preparedBuildOf(pathname: string): Promise<PreparedBuild | null> {
  const spec = await specOf(pathname);
  return spec ? preparedBuild(spec) : null;
}

/** Makes the lookup reachable from serve.mjs; until this runs, those addresses go to Next's routes. */
export function announcePreparedFiles(): void {
  (globalThis as unknown as Record<symbol, unknown>)[LOOKUP_KEY] = preparedBuildOf;
}
