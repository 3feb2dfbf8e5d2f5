// @ts-check
// Where /products is answered: one cached page per view at LIST_VIEW_ROUTE/<key>. One definition for the app
// (product-list-key.ts, read-product-list-filters.ts) and for next.config.mjs, whose rewrite sends the plain
// /products there without running proxy.ts (which costs about as much as serving the cached page itself).
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): next.config.mjs loads it as it is, with no compiler.
'use strict';

/** The internal route that renders list views; shoppers never see it in the address bar. */
const LIST_VIEW_ROUTE = '/product-list';
/** The key of the unfiltered first page. */
const ALL_VIEW_KEY = 'all';
/** The query parameters of the spec's routes table that the list reads; any other changes nothing. */
const LIST_QUERY_KEYS = /** @type {const} */ ([
  'category_id',
  'min_price',
  'max_price',
  'sort',
  'search',
  'page',
  'stone_type',
  'certified',
]);

/**
 * next.config's rewrite of a /products request that names none of the list's parameters: it is the
 * unfiltered first page. A request naming any of them goes through proxy.ts, which reads and validates them
 * into the view's key.
 */
function plainListRewrite() {
  return {
    source: '/products',
    missing: LIST_QUERY_KEYS.map((key) => ({ type: /** @type {const} */ ('query'), key })),
    destination: `${LIST_VIEW_ROUTE}/${ALL_VIEW_KEY}`,
  };
}

module.exports = { LIST_VIEW_ROUTE, ALL_VIEW_KEY, LIST_QUERY_KEYS, plainListRewrite };
