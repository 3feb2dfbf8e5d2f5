import 'server-only';
// What other domains use of seo: the shop's public address. Pages read their metadata from the modules
// themselves (page-metadata.ts reads the cached catalogue and settings, which the proxy must not load).
export { configuredSiteUrl, siteUrl, absoluteUrl } from './site-url';
export { hostMismatchWarning } from './site-url-warning';
