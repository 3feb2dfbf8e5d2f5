// Which 1200×630 link preview a page shows, named without drawing it (lib/server/media/preview-image.ts draws).
// A page's first render only computes the address (a hash of what the picture shows); the media route draws
// the file the first time that address is asked for (previewOnRequest), and a saved or imported piece has its
// preview drawn ahead in the background (drawProductPreviewsAhead). The address names its subject (a piece, a
// size of it, a category or the shop), so the route can rebuild what it shows from the catalogue, and only
// draws when the hash is the current content's: a made-up address costs a lookup, never a drawing.
import 'server-only';
import { after } from 'next/server';
import { cachedCategories, cachedProduct, getProduct } from '@/lib/server/catalogue';
import {
  PREVIEW_HASH_LENGTH,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewKey,
  storedPreview,
  type PreviewInput,
  type StoredMedia,
} from '@/lib/server/media';
import { cachedShopSettings, getShopSettings } from '@/lib/server/settings';
import { runLimited } from '@/lib/shared/run-limited';
import { formatRupees } from '@/lib/shared/money';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import type { ApiCategory, ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { shopName } from '@/lib/shared/seo/page-meta';

export type PreviewSubject =
  { kind: 'shop' } | { kind: 'category'; id: number } | { kind: 'product'; id: number; size?: string };

/** What a page's preview shows: its heading, the line under it (a price) and a picture from the media store. */
export type PagePreview = {
  subject: PreviewSubject;
  title: string;
  subtitle: string;
  picture: string | null;
};

export type PreviewImage = { url: string; width: number; height: number; alt: string };

/** A piece's preview, or a size's (that size's price, without 'From'). */
export function productPreview(product: ApiProduct, size?: string): PagePreview {
  const variant = size === undefined ? undefined : product.variants?.find((v) => v.size === size);
  const price = variant?.price ?? product.price;
  return {
    subject: { kind: 'product', id: product.id, ...(variant ? { size: variant.size } : {}) },
    title: product.name,
    subtitle: `${product.price_from && !variant ? `${PRODUCT_MESSAGES.priceFrom} ` : ''}${formatRupees(price)}`,
    picture: product.images[0]?.url ?? product.primary_image_url,
  };
}

export function categoryPreview(category: ApiCategory): PagePreview {
  return {
    subject: { kind: 'category', id: category.id },
    title: category.name,
    subtitle: '',
    picture: category.image_url,
  };
}

/** The shop's own (its name and line): the home page's and every page's without one of its own. */
export function shopPreview(settings: ShopSettings): PagePreview {
  return {
    subject: { kind: 'shop' },
    title: shopName(settings),
    subtitle: settings.company.tagline || '',
    picture: null,
  };
}

function subjectName(subject: PreviewSubject): string {
  if (subject.kind === 'shop') return 'shop';
  if (subject.kind === 'category') return `category-${subject.id}`;
  // A size may hold any character; base64url keeps the name one path segment of safe characters.
  const size = subject.size === undefined ? '' : `-size-${Buffer.from(subject.size).toString('base64url')}`;
  return `product-${subject.id}${size}`;
}

const PREVIEW_KEY = new RegExp(
  `^previews/(?:(shop)|category-(\\d{1,9})|product-(\\d{1,9})(?:-size-([A-Za-z0-9_-]{1,200}))?)-[0-9a-f]{${PREVIEW_HASH_LENGTH}}\\.jpg$`,
);

/** The subject a preview's media key names; null for any other key. */
export function subjectOfKey(key: string): PreviewSubject | null {
  const match = PREVIEW_KEY.exec(key);
  if (!match) return null;
  const [, shop, category, product, size] = match;
  if (shop) return { kind: 'shop' };
  if (category) return { kind: 'category', id: Number(category) };
  return { kind: 'product', id: Number(product), ...(size ? { size: Buffer.from(size, 'base64url').toString() } : {}) };
}

function drawingOf(settings: ShopSettings, preview: PagePreview): { key: string; input: PreviewInput } {
  const input: PreviewInput = {
    title: preview.title,
    subtitle: preview.subtitle,
    picture: preview.picture,
    shop: shopName(settings),
    colors: {
      background: settings.theme_colors.background_color,
      primary: settings.theme_colors.primary_color,
      text: settings.theme_colors.text_color,
    },
  };
  return { key: previewKey(subjectName(preview.subject), input), input };
}

/** The preview's address and size for a page's metadata; nothing is read or drawn. */
export function previewImage(settings: ShopSettings, preview: PagePreview): PreviewImage {
  const { key } = drawingOf(settings, preview);
  return { url: `/media/${key}`, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, alt: preview.title };
}

/** What the subject's preview shows now, from the cached catalogue; null when it is gone. */
async function currentPreview(subject: PreviewSubject, settings: ShopSettings): Promise<PagePreview | null> {
  if (subject.kind === 'shop') return shopPreview(settings);
  if (subject.kind === 'category') {
    const category = (await cachedCategories()).find((c) => c.id === subject.id);
    return category ? categoryPreview(category) : null;
  }
  const product = await cachedProduct(subject.id);
  if (!product) return null;
  if (subject.size !== undefined && !product.variants?.some((v) => v.size === subject.size)) return null;
  return productPreview(product, subject.size);
}

export type PreviewAnswer = { file: StoredMedia } | { location: string } | null;

/**
 * The media route's answer for a preview not yet stored: drawn and stored when `key` is what its subject shows
 * now; the current address when it showed an older content (a price since changed, never asked for then);
 * null when it names no preview or a subject that is gone.
 */
export async function previewOnRequest(key: string): Promise<PreviewAnswer> {
  const subject = subjectOfKey(key);
  if (!subject) return null;
  const settings = await cachedShopSettings();
  const preview = await currentPreview(subject, settings);
  if (!preview) return null;
  const drawing = drawingOf(settings, preview);
  if (drawing.key !== key) return { location: `/media/${drawing.key}` };
  return { file: await storedPreview(drawing.key, drawing.input) };
}

/** One at a time: a whole import's previews are drawn beside the shop's requests, not in place of them. */
const AHEAD_CONCURRENCY = 1;

/**
 * Draws the previews of these pieces ahead of any visit (after a save or an import), skipping those already
 * stored; reads the database directly, so it also works outside a request. Resolves with how many it drew
 * or found; a piece that fails is logged and left to be drawn on its first request.
 */
export async function drawProductPreviewsAhead(productIds: readonly number[]): Promise<number> {
  const settings = await getShopSettings();
  let done = 0;
  await runLimited([...new Set(productIds)], AHEAD_CONCURRENCY, async (id) => {
    try {
      const product = await getProduct(id);
      if (!product) return;
      const drawing = drawingOf(settings, productPreview(product));
      await storedPreview(drawing.key, drawing.input);
      done++;
    } catch (error) {
      console.error(`The link preview of product ${id} could not be drawn ahead`, error);
    }
  });
  return done;
}

/**
 * After the answer is sent, draws these pieces' previews ahead (a save, an import). Outside a request (scripts,
 * tests) there is no after the answer: the previews are then drawn on their first request instead.
 */
export function drawProductPreviewsAfterResponse(productIds: readonly number[]): void {
  if (productIds.length === 0) return;
  try {
    after(() => drawProductPreviewsAhead(productIds).then(() => undefined));
  } catch {
    // No request to wait for.
  }
}
