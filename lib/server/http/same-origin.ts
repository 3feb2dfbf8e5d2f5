// Cross-site request refusal for state-changing calls. A browser marks every request with Sec-Fetch-Site
// (and Origin on cross-origin writes); a write from another site must not ride on the shopper's cookie.
// Requests carrying neither header do not come from a browser page, so no cookie was sent on anyone's behalf.
import 'server-only';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(method: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.get('host');
  } catch {
    return true; // "null" or garbage: a sandboxed or privacy-stripped context, not our page
  }
}
