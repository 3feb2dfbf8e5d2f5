// The public origin of the shop, for canonical URLs, the sitemap and structured data. Relative image paths
// (spec section 3: "prefixed with the server origin") become absolute against it.
import 'server-only';
import { urlOn } from '@/lib/shared/seo/structured-data';
import { processEnv } from '@/server-runtime/environment.cjs';

const DEFAULT_PORT = '3000';

/** Where this process serves when no SITE_URL says otherwise: the port `npm start` was given. */
function localOrigin(env: NodeJS.ProcessEnv): URL {
  const port = env.PORT?.trim();
  return new URL(`http://localhost:${port && /^\d{1,5}$/.test(port) ? port : DEFAULT_PORT}`);
}

/** SITE_URL as an origin, or null when it is unset or unusable. */
export function configuredSiteUrl(env: NodeJS.ProcessEnv = processEnv()): URL | null {
  const configured = env.SITE_URL?.trim();
  if (!configured) return null;
  try {
    const url = new URL(configured);
    if (url.protocol === 'http:' || url.protocol === 'https:') return new URL(url.origin);
  } catch {
    // A malformed SITE_URL must not take every page down; the local origin at least renders.
  }
  return null;
}

export function siteUrl(env: NodeJS.ProcessEnv = processEnv()): URL {
  return configuredSiteUrl(env) ?? localOrigin(env);
}

/** `/media/x.webp` or `/products/3` on the shop's origin; an absolute http(s) URL is kept as it is. */
export function absoluteUrl(pathOrUrl: string): string {
  return urlOn(siteUrl().origin, pathOrUrl);
}
