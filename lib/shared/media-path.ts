// A picture's path in the shop (/media/...), checked as the browser will resolve it. A path checked only by
// its prefix let `/media/../api/v1/auth/me` through: an <img> or a slide's link resolves the dot
// segments and asks for the API instead. The path is resolved first (dot segments, %2e, backslashes, as a
// URL parser does) and must still lie under /media/, in the plain characters stored names use.

const BASE = 'http://shop.invalid';
const STORED_NAME = /^\/media\/[\w.-]+(?:\/[\w.-]+)*$/;

/** The path a browser would ask for, when it is a picture under /media/; null otherwise. */
export function normalisedMediaPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE || resolved.search || resolved.hash) return null;
  const path = resolved.pathname;
  // Resolved, it must be what was written: a dot segment or an escape is refused rather than silently rewritten.
  if (path !== value || !STORED_NAME.test(path)) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path;
}
