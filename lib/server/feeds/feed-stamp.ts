// What a prepared feed file is made from: the catalogue (catalogueStamp), the settings it prints (the brand,
// shipping and return terms) and the origin its links are absolute on. A change to any makes a new build.
import 'server-only';
import { createHash } from 'node:crypto';
import { catalogueStamp } from '@/lib/server/catalogue';
import { getShopSettings } from '@/lib/server/settings';

export async function feedStamp(origin: string): Promise<string> {
  const [catalogue, settings] = await Promise.all([catalogueStamp(), getShopSettings()]);
  const terms = createHash('sha256').update(JSON.stringify(settings)).digest('base64url');
  return `${catalogue}|${terms}|${origin}`;
}
