// What pages call from generateMetadata. Reads the settings through the shared cache, so a page's metadata
// costs no extra query.
import 'server-only';
import type { Metadata } from 'next';
import { cachedShopSettings } from '@/lib/server/settings';
import { buildPageMetadata, buildRootMetadata, type PageMetadataInput } from './metadata-builders';

export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  return buildPageMetadata(await cachedShopSettings(), input);
}

export async function rootMetadata(): Promise<Metadata> {
  return buildRootMetadata(await cachedShopSettings());
}
