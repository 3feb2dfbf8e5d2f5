// Structured data built from the shop settings (spec section 1), typed with schema-dts. Render the results
// with components/seo/json-ld.tsx.
import 'server-only';
import type {
  BreadcrumbList,
  ContactPoint,
  Organization,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { htmlToPlainText } from '@/lib/shared/plain-text';
import { shopName, type BreadcrumbItem } from '@/lib/shared/seo/page-meta';
import { postalAddress } from './postal-address';
import { waMeLink } from '@/lib/shared/whatsapp-link';
import { breadcrumbListJsonLd } from '@/lib/shared/seo/structured-data';
import { absoluteUrl, siteUrl } from './site-url';

export const ORGANIZATION_ID = '/#organization';
export const WEBSITE_ID = '/#website';
/** The parameter name the SearchAction promises; /products reads it as `search`. */
export const SEARCH_TERM_PARAMETER = 'search_term_string';

export function organizationJsonLd(settings: ShopSettings): WithContext<Organization> {
  const { contact } = settings;
  const logo = settings.company.logo?.url;
  const sameAs = settings.social_links.map((l) => l.url).filter((u) => /^https?:\/\//i.test(u));
  const contactPoints: ContactPoint[] = [];
  if (contact.phone || contact.email)
    contactPoints.push({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      areaServed: 'IN',
      availableLanguage: ['en'],
      ...(contact.phone ? { telephone: contact.phone } : {}),
      ...(contact.email ? { email: contact.email } : {}),
    });
  // The chat product pages offer: the same number, reached on WhatsApp (wa.me).
  if (contact.whatsapp)
    contactPoints.push({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      name: 'WhatsApp',
      areaServed: 'IN',
      availableLanguage: ['en'],
      telephone: contact.whatsapp,
      url: waMeLink(contact.whatsapp),
    });
  const address = [contact.address.street, contact.address.city, contact.address.country].some(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(ORGANIZATION_ID),
    name: shopName(settings),
    url: absoluteUrl('/'),
    description: htmlToPlainText(settings.company.description),
    ...(logo ? { logo: absoluteUrl(logo) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(contactPoints.length ? { contactPoint: contactPoints.length === 1 ? contactPoints[0] : contactPoints } : {}),
    ...(address ? { address: postalAddress(contact.address) } : {}),
  };
}

export function websiteJsonLd(settings: ShopSettings): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/products')}?search={${SEARCH_TERM_PARAMETER}}` },
    'query-input': `required name=${SEARCH_TERM_PARAMETER}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(WEBSITE_ID),
    name: shopName(settings),
    url: absoluteUrl('/'),
    inLanguage: 'en-IN',
    publisher: { '@id': absoluteUrl(ORGANIZATION_ID) },
    potentialAction: search,
  };
}

/** The trail on this shop's origin (lib/shared/seo/structured-data.ts builds it). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return breadcrumbListJsonLd(items, siteUrl().origin);
}
