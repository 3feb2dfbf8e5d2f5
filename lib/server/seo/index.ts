import 'server-only';
export { pageMetadata, rootMetadata } from './page-metadata';
export {
  buildPageMetadata,
  buildRootMetadata,
  metaDescription,
  productOpenGraphTags,
  type PageMetadataInput,
} from './metadata-builders';
export { organizationJsonLd, websiteJsonLd, breadcrumbJsonLd } from './site-json-ld';
export { siteUrl, absoluteUrl, configuredSiteUrl } from './site-url';
export { hostMismatchWarning } from './site-url-warning';
