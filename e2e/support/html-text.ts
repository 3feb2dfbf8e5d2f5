// Raw server HTML as a crawler reads it: cached pages are stored as ASCII (server-runtime/ascii-html.cjs),
// so ₹ arrives as &#8377;. Decoding numeric character references gives the text a browser or crawler sees.
export function decodeCharRefs(html: string): string {
  return html.replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)));
}
