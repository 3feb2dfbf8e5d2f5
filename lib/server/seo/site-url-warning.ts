// SITE_URL mistakes are silent: every page still renders, but shared links, the sitemap and the social
// preview point at localhost. These say so in the server log instead.
import 'server-only';
import { configuredSiteUrl, siteUrl } from './site-url';
import { processEnv } from '@/server-runtime/environment.cjs';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function siteUrlStartupWarning(env: NodeJS.ProcessEnv = processEnv()): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const configured = env.SITE_URL?.trim();
  if (configured && configuredSiteUrl(env)) return null;
  const reason = configured ? `SITE_URL=${configured} is not an http(s) URL` : 'SITE_URL is not set';
  return (
    `Links name the wrong site: ${reason}, so canonical URLs, the sitemap, robots.txt, structured data and ` +
    `link previews point at ${siteUrl(env).origin}. Set SITE_URL=https://your-shop.example.`
  );
}

function sameHost(requestHost: string, site: URL): boolean {
  let request: URL;
  try {
    request = new URL(`${site.protocol}//${requestHost}`);
  } catch {
    return false;
  }
  if (request.port !== site.port) return false;
  return request.hostname === site.hostname || (LOOPBACK.has(request.hostname) && LOOPBACK.has(site.hostname));
}

/** The warning for a request that arrived under `requestHost`, or null when the shop's links already name it. */
export function hostMismatchWarning(requestHost: string | null, env: NodeJS.ProcessEnv = processEnv()): string | null {
  if (!requestHost) return null;
  const site = siteUrl(env);
  if (sameHost(requestHost, site)) return null;
  return (
    `A request arrived for ${requestHost}, but the shop's links name ${site.origin} ` +
    `(${configuredSiteUrl(env) ? 'SITE_URL' : 'SITE_URL is unset'}). Set SITE_URL to the address shoppers use, and rebuild.`
  );
}
