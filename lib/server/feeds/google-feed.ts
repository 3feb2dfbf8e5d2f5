// Google Merchant Center's product feed: RSS 2.0 with the g: namespace, one <item> per product (per size
// where a piece has sizes, grouped by g:item_group_id), written a batch of products at a time.
import 'server-only';
import type { MerchantTerms } from '@/lib/shared/seo/merchant-terms';
import { SHIPPING_COUNTRY } from '@/lib/shared/seo/merchant-terms';
import { feedPrice, JEWELRY_CATEGORY, type FeedItem } from './feed-items';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: escaped, and without the control characters XML 1.0 cannot hold. */
export function xmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${xmlText(String(value))}</${name}>`;

/** The return policy label the owner sets up once in Merchant Center, named after the shop's window. */
export function returnPolicyLabel(terms: MerchantTerms): string {
  return terms.returnDays > 0 ? `returns-${terms.returnDays}-days` : 'no-returns';
}

export function googleFeedHead(channel: { title: string; link: string; description: string }): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n` +
    `${tag('title', channel.title)}\n${tag('link', channel.link)}\n${tag('description', channel.description)}\n`
  );
}

export const GOOGLE_FEED_TAIL = '</channel>\n</rss>\n';

/** Midnight in India of a YYYY-MM-DD day, as Google's availability_date takes it. */
const istMidnight = (day: string | null) => (day === null ? null : `${day}T00:00+0530`);

export function googleFeedItem(item: FeedItem): string {
  const { terms } = item;
  const shipping =
    `<g:shipping>${tag('g:country', SHIPPING_COUNTRY)}${tag('g:price', feedPrice(terms.shippingRupees))}` +
    `${tag('g:min_handling_time', terms.handlingDays.min)}${tag('g:max_handling_time', terms.handlingDays.max)}` +
    `${tag('g:min_transit_time', terms.transitDays.min)}${tag('g:max_transit_time', terms.transitDays.max)}</g:shipping>`;
  return [
    '<item>',
    tag('g:id', item.id),
    tag('g:item_group_id', item.groupId),
    tag('g:title', item.title),
    tag('g:description', item.description),
    tag('link', item.link),
    tag('g:image_link', item.imageLink),
    ...item.additionalImageLinks.map((link) => tag('g:additional_image_link', link)),
    tag('g:price', item.price),
    tag('g:sale_price', item.salePrice),
    tag('g:availability', terms.availability),
    tag('g:availability_date', istMidnight(item.availabilityDate)),
    tag('g:condition', 'new'),
    tag('g:brand', item.brand),
    tag('g:google_product_category', JEWELRY_CATEGORY),
    tag('g:product_type', item.productType),
    // Handmade pieces carry no GTIN or maker's part number.
    tag('g:identifier_exists', 'no'),
    tag('g:material', item.material),
    tag('g:size', item.size),
    shipping,
    tag('g:return_policy_label', returnPolicyLabel(terms)),
    '</item>\n',
  ].join('');
}
