// What pages call from generateMetadata. Reads the settings through the shared cache, so a page's metadata
// costs no extra query.
import 'server-only';
import type { Metadata } from 'next';
import { cachedShopSettings } from '@/lib/server/settings';
import { linkPreview } from '@/lib/server/media';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { shopName } from '@/lib/shared/seo/page-meta';
import { buildPageMetadata, buildRootMetadata, type PageMetadataInput } from './metadata-builders';

export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const settings = await cachedShopSettings();
  const image = input.image ?? (await drawnPreview(settings, input));
  return buildPageMetadata(settings, { ...input, image });
}

/**
 * The page's 1200×630 preview (lib/server/media/preview-image.ts): the one it asks for, else the shop's own
 * (its name and line). A preview that cannot be drawn leaves the page with the logo rather than no page.
 */
async function drawnPreview(settings: ShopSettings, input: PageMetadataInput): Promise<PageMetadataInput['image']> {
  const name = shopName(settings);
  const preview = input.preview ?? {
    title: name,
    subtitle: settings.company.tagline || '',
    picture: null,
  };
  try {
    const drawn = await linkPreview({
      ...preview,
      shop: name,
      colors: {
        background: settings.theme_colors.background_color,
        primary: settings.theme_colors.primary_color,
        text: settings.theme_colors.text_color,
      },
    });
    return { ...drawn, alt: preview.title };
  } catch (error) {
    console.error('The link preview could not be drawn', error);
    return undefined;
  }
}

export async function rootMetadata(): Promise<Metadata> {
  return buildRootMetadata(await cachedShopSettings());
}
