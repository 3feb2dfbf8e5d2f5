// Which host a request was addressed to is HTTP knowledge (a trusted proxy's X-Forwarded-Host, else Host);
// whether the shop's links name that host is the site's (seo/site-url-warning.ts).
import 'server-only';
import { hostMismatchWarning } from '@/lib/server/seo';
import { trustsProxy } from './client-ip';
import { processEnv } from '@/server-runtime/environment.cjs';

/** The host the shopper typed: a trusted proxy's X-Forwarded-Host, else the Host header. */
export function requestHost(headers: Headers, env: NodeJS.ProcessEnv = processEnv()): string | null {
  const forwarded = trustsProxy(env) ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || headers.get('host');
}

let hostWarned = false;

/** Logs the host warning once per process: it is about the configuration, not about each request. */
export function warnOnceAboutHost(headers: Headers, log: (message: string) => void = console.warn): void {
  if (hostWarned) return;
  const warning = hostMismatchWarning(requestHost(headers));
  if (!warning) return;
  hostWarned = true;
  log(`[site-url] ${warning}`);
}
