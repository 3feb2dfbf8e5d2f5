/** The page as ASCII in a one-byte string; see ascii-html.cjs. */
export function asciiHtml(html: string): string;
