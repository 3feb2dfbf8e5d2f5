// Meta's catalogue feed (Instagram and Facebook shops, the WhatsApp catalogue): CSV with Meta's column names.
import 'server-only';
import type { OfferAvailability } from '@/lib/shared/seo/merchant-terms';
import { JEWELRY_CATEGORY, type FeedItem } from './feed-items';

/** Meta's words for the piece's availability: a piece made after the order is 'available for order'. */
const META_AVAILABILITY: Record<OfferAvailability, string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  backorder: 'available for order',
};

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'size',
  'sale_price',
  'google_product_category',
  'additional_image_link',
  'material',
  'product_type',
] as const;

/** A CSV field, quoted when it must be (RFC 4180); line breaks inside become spaces, which Meta reads best.
 *  A field that begins with =, +, - or @ is left as it is, unlike the back office's exports (csvCell): Meta
 *  reads the feed as raw text and would show an added apostrophe in the shop's titles on Instagram and
 *  Facebook, and the feed is fetched by Meta, not opened in a spreadsheet. */
export function csvField(value: string | null): string {
  const text = (value ?? '').replace(/[\r\n]+/g, ' ');
  return /[",]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const META_FEED_HEAD = `${META_COLUMNS.join(',')}\n`;

export function metaFeedRow(item: FeedItem): string {
  const values: Record<(typeof META_COLUMNS)[number], string | null> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: META_AVAILABILITY[item.terms.availability],
    condition: 'new',
    price: item.price,
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    item_group_id: item.groupId,
    size: item.size,
    sale_price: item.salePrice,
    google_product_category: JEWELRY_CATEGORY,
    additional_image_link: item.additionalImageLinks.join(',') || null,
    material: item.material,
    product_type: item.productType,
  };
  return `${META_COLUMNS.map((column) => csvField(values[column])).join(',')}\n`;
}
