// /products is answered by the incrementally regenerated route app/product-list/[query]: proxy.ts reads the
// list's query parameters, keeps the ones that validate, and rewrites the request to one cache key per view
// (next.config.mjs sends a /products naming none of them to the unfiltered view's key itself).
// Equivalent URLs (a default sort, page=1, unknown or invalid parameters) share one key, so one cached page.
import { productListSearch, type ProductListFilters, type RawSearchParams } from './product-list-query';
import { readProductListFilters } from './read-product-list-filters';
import { ALL_VIEW_KEY as ALL } from '@/server-runtime/list-route.cjs';

export { LIST_VIEW_ROUTE } from '@/server-runtime/list-route.cjs';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(key: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(key)) return null;
  try {
    const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The cache key of a list view: the canonical query string, base64url-encoded (a safe path segment). */
export function listViewKey(filters: ProductListFilters): string {
  const search = productListSearch(filters);
  return search ? toBase64Url(search) : ALL;
}

/** The filters of a URL's query parameters, validated the way the page reads them. */
export function listFiltersOfSearch(search: URLSearchParams): ProductListFilters {
  const raw: RawSearchParams = {};
  for (const [name, value] of search) raw[name] ??= value;
  return readProductListFilters(raw);
}

/** The filters a key stands for. The key is validated again: anyone can type the internal path. */
export function listFiltersOfKey(key: string): ProductListFilters {
  if (key === ALL) return {};
  const search = fromBase64Url(key);
  return search === null ? {} : listFiltersOfSearch(new URLSearchParams(search));
}
