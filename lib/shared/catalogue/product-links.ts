// Where product pages live: /products/{id}, the canonical address, is the one the shop links everywhere.
// /product/{id} (the spec's older link) still answers, as the same page with the same canonical, for links
// from outside; linking it from the shop gave crawlers a duplicate of every piece.
export const canonicalProductPath = (id: number) => `/products/${id}`;
/**
 * A size's address, /products/{id}?size=16, is the piece's page with that size chosen; proxy.ts rewrites it to
 * this internal path, a page cached per size like the piece's own. The canonical stays the piece's page.
 */
export const sizeViewPath = (id: number, size: string) =>
  `${canonicalProductPath(id)}/size/${encodeURIComponent(size)}`;
/** The public address of one size, as the structured data and the feeds link it. */
export const sizePath = (id: number, size: string) =>
  `${canonicalProductPath(id)}?${new URLSearchParams({ size }).toString()}`;
