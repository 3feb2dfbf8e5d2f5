// A path read back from storage is input from anyone who could write to it: only a path on this site is
// followed, never another origin ('//evil.example', '/\evil.example', 'https://...').

const MAX_PATH_LENGTH = 2048;
const BASE = 'http://same.origin';

export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The same check with a fallback, for `next` parameters and stored redirects after login. */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  return safeRedirectPath(value) ?? fallback;
}

/** A link to `path` that carries the return path along, unless that is just the home page. */
export function withNextPath(path: string, next: string | null | undefined): string {
  return next && next !== '/' ? `${path}?next=${encodeURIComponent(next)}` : path;
}
