// Types of security-headers.cjs.
export type HeaderRule = {
  source: string;
  has?: { type: 'header'; key: string; value: string }[];
  headers: { key: string; value: string }[];
};

export function usesNonce(pathname: string): boolean;
/** The payment sandbox's card page is shown inside our own checkout dialog; nothing else may frame us. */
export function frameableBySelf(pathname: string): boolean;
export function contentSecurityPolicy(pathname: string, options: { nonce?: string; https: boolean; dev?: boolean }): string;
/** Headers every answer carries; Strict-Transport-Security only over https. */
export function baseSecurityHeaders(pathname: string, https: boolean): Record<string, string>;
/** Behind a proxy that ends TLS: x-forwarded-proto says https (its first value). */
export function forwardedHttps(value: string | null | undefined): boolean;
/** The fixed headers of an answer outside the API, the nonce pages and the payment sandbox. */
export function fixedPageHeaders(https: boolean): Record<string, string>;
/** The fixed headers as next.config's headers() rules, so prerendered pages are answered without running proxy.ts. */
export function securityHeaderRules(options?: { dev?: boolean }): HeaderRule[];
