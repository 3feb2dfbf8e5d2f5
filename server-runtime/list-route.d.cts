// Types of list-route.cjs.
export const LIST_VIEW_ROUTE: '/product-list';
export const ALL_VIEW_KEY: 'all';
export const LIST_QUERY_KEYS: readonly ['category_id', 'min_price', 'max_price', 'sort', 'search', 'page'];
/** next.config's rewrite of a /products request that names none of the list's parameters. */
export function plainListRewrite(): { source: string; missing: { type: 'query'; key: string }[]; destination: string };
