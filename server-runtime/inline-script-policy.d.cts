/** The 'sha256-…' sources of a page's executable inline scripts; see inline-script-policy.cjs. */
export function inlineScriptHashes(html: string): string[];
/** `script-src 'self'` plus those hashes: the second policy a cached page is sent with. */
export function inlineScriptPolicy(html: string): string;
