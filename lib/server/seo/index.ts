export { pageMetadata, rootMetadata } from './page-metadata';
export { buildPageMetadata, buildRootMetadata, metaDescription, shopName, type PageMetadataInput } from './metadata-builders';
export { organizationJsonLd, websiteJsonLd, breadcrumbJsonLd, type BreadcrumbItem } from './json-ld';
export { siteUrl, absoluteUrl } from './site-url';
