// Reads /products' query parameters on the server with the API's own schema (spec section 2: every filter,
// the sort and the page live in the URL). Kept apart from product-list-query.ts so the client controls that
// build list URLs do not bring zod into the browser.
import { productListQuerySchema } from '@/lib/shared/schemas/catalogue-schema';
import { compactFilters, type ProductListFilters, type RawSearchParams } from './product-list-query';
import { LIST_QUERY_KEYS as LIST_KEYS } from '@/server-runtime/list-route.cjs';

/**
 * Reads the list's query parameters with the API's own schema. A value the schema refuses is dropped (as if
 * absent) and the rest kept: a hand-edited or stale link still shows a sensible list instead of an error.
 */
export function readProductListFilters(params: RawSearchParams): ProductListFilters {
  const raw: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    const value = params[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) raw[key] = first;
  }
  for (let attempt = 0; attempt <= LIST_KEYS.length; attempt += 1) {
    const parsed = productListQuerySchema.safeParse(raw);
    if (parsed.success) {
      const q = parsed.data;
      return compactFilters({
        search: q.search,
        categoryId: q.category_id,
        minPrice: q.min_price,
        maxPrice: q.max_price,
        sort: q.sort,
        page: q.page,
        stoneType: q.stone_type,
        certified: q.certified,
      });
    }
    // A value wrong by itself is dropped before a rule between two values is judged: min_price=500000 with
    // max_price=2000 loses the minimum only.
    const ownIssues = parsed.error.issues.filter((issue) => issue.code !== 'custom');
    for (const issue of ownIssues.length ? ownIssues : parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return {};
}
