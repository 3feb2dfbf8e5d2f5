// @ts-check
// Response security headers for pages, decided per path. Pages that render per request anyway (account,
// checkout, orders) get a nonce-based script policy. Prerendered and regenerated pages cannot carry a
// per-request nonce: their fixed policy here still allows inline scripts, and the cache handler sends each
// cached page with a second policy that allows only the hashes of its own inline scripts
// (server-runtime/inline-script-policy.cjs). A browser enforces both, so only those scripts run.
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): next.config.mjs loads it as it is. A
// next.config.ts made every server process load Next's native SWC compiler to read its own configuration
// (26 MB resident, for the life of the process).
'use strict';

/**
 * One of next.config's headers() rules.
 * @typedef {object} HeaderRule
 * @property {string} source
 * @property {{ type: 'header'; key: string; value: string }[]} [has]
 * @property {{ key: string; value: string }[]} headers
 */
/** @typedef {{ nonce?: string; https: boolean; dev?: boolean }} PolicyOptions */

const NONCE_PATHS = ['/checkout', '/login', '/register', '/orders', '/profile', '/admin'];
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * True for the pages whose script policy proxy.ts writes with a fresh nonce per request.
 * @param {string} pathname
 * @returns {boolean}
 */
function usesNonce(pathname) {
  return NONCE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The payment sandbox's card page is shown inside our own checkout dialog; nothing else may frame us.
 * @param {string} pathname
 * @returns {boolean}
 */
function frameableBySelf(pathname) {
  return pathname.startsWith('/sandbox/');
}

/**
 * The Content-Security-Policy of an answer for `pathname`.
 * @param {string} pathname
 * @param {PolicyOptions} options
 * @returns {string}
 */
function contentSecurityPolicy(pathname, options) {
  const checkout = pathname === '/checkout' || pathname.startsWith('/checkout/');
  const script = options.nonce
    ? [`'nonce-${options.nonce}'`, "'strict-dynamic'", "'self'"]
    : ["'self'", "'unsafe-inline'"];
  if (options.dev) script.push("'unsafe-eval'"); // React's dev tooling evaluates code; never in production
  if (checkout) script.push(...RAZORPAY.script);
  const directives = {
    'default-src': ["'self'"],
    'script-src': script,
    // Emotion inserts <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars may be any https image the shopper chose.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(checkout ? RAZORPAY.connect : [])],
    'frame-src': ["'self'", ...(checkout ? RAZORPAY.frame : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': [frameableBySelf(pathname) ? "'self'" : "'none'"],
    'form-action': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Headers every answer carries; Strict-Transport-Security only over https (it would be ignored, and wrong, on http).
 * @param {string} pathname
 * @param {boolean} https
 * @returns {Record<string, string>}
 */
function baseSecurityHeaders(pathname, https) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://checkout.razorpay.com")',
    'X-Frame-Options': frameableBySelf(pathname) ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * Behind a proxy that ends TLS: x-forwarded-proto says https (its first value, when a chain of proxies wrote a list).
 * @param {string | string[] | null | undefined} value
 * @returns {boolean}
 */
function forwardedHttps(value) {
  return typeof value === 'string' && value.split(',')[0].trim() === 'https';
}

/**
 * What the rules below give an answer outside the API, the nonce pages and the payment sandbox: for the
 * answers the shop's HTTP server sends itself, before Next (pictures on this machine's disk).
 * @param {boolean} https
 * @returns {Record<string, string>}
 */
function fixedPageHeaders(https) {
  return { ...baseSecurityHeaders('/', https), 'Content-Security-Policy': contentSecurityPolicy('/', { https }) };
}

/** Behind a proxy that ends TLS (x-forwarded-proto: https, possibly a list): the same test as forwardedHttps(). */
/** @type {NonNullable<HeaderRule['has']>} */
const OVER_HTTPS = [{ type: 'header', key: 'x-forwarded-proto', value: 'https(\\s*,.*)?' }];
/** Every path but the API and the pages whose policy proxy.ts writes with a fresh nonce. */
const FIXED_POLICY_PAGES = `/((?!api/|${NONCE_PATHS.map((p) => `${p.slice(1)}(?:/|$)`).join('|')}).*)`;
const SANDBOX = '/sandbox/(.*)';
const EVERY_PATH = '/(.*)';

/** @param {Record<string, string>} headers */
const asList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * The fixed headers as next.config's headers() rules, so prerendered pages are answered without running
 * proxy.ts at all. Later rules win over earlier ones for the same header: the plain-http defaults come
 * first, then https, then the payment sandbox. Nonce pages get their policy from proxy.ts instead.
 * @param {{ dev?: boolean }} [options]
 * @returns {HeaderRule[]}
 */
function securityHeaderRules({ dev = false } = {}) {
  /** @type {(pathname: string, https: boolean) => HeaderRule['headers']} */
  const policy = (pathname, https) => [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(pathname, { https, dev }) },
  ];
  const plain = baseSecurityHeaders('/', false);
  const https = baseSecurityHeaders('/', true);
  return [
    { source: EVERY_PATH, headers: asList(plain) },
    {
      source: EVERY_PATH,
      has: OVER_HTTPS,
      headers: asList({ 'Strict-Transport-Security': https['Strict-Transport-Security'] }),
    },
    { source: FIXED_POLICY_PAGES, headers: policy('/', false) },
    { source: FIXED_POLICY_PAGES, has: OVER_HTTPS, headers: policy('/', true) },
    {
      source: SANDBOX,
      headers: [
        ...asList({ 'X-Frame-Options': baseSecurityHeaders('/sandbox/', false)['X-Frame-Options'] }),
        ...policy('/sandbox/', false),
      ],
    },
    { source: SANDBOX, has: OVER_HTTPS, headers: policy('/sandbox/', true) },
  ];
}

module.exports = {
  usesNonce,
  frameableBySelf,
  contentSecurityPolicy,
  baseSecurityHeaders,
  forwardedHttps,
  fixedPageHeaders,
  securityHeaderRules,
};
