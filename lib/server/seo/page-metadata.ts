// What pages call from generateMetadata. Reads the settings through the shared cache, so a page's metadata
// costs no extra query.
import 'server-only';
import type { Metadata } from 'next';
import { cachedShopSettings } from '@/lib/server/settings';
import { previewImage, shopPreview } from './link-previews';
import { buildPageMetadata, buildRootMetadata, type PageMetadataInput } from './metadata-builders';

export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const settings = await cachedShopSettings();
  // Only the preview's address: the picture is drawn when that address is first asked for (link-previews.ts).
  const image = input.image ?? previewImage(settings, input.preview ?? shopPreview(settings));
  return buildPageMetadata(settings, { ...input, image });
}

export async function rootMetadata(): Promise<Metadata> {
  return buildRootMetadata(await cachedShopSettings());
}
