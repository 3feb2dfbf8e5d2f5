// What a prepared feed file is made from: the catalogue (catalogueStamp), the settings it prints (the brand,
// shipping and return terms), the origin its links are absolute on, and the shop's day (a made-to-order piece's
// availability date counts from it). A change to any makes a new build.
import 'server-only';
import { createHash } from 'node:crypto';
import { catalogueStamp } from '@/lib/server/catalogue';
import { getShopSettings } from '@/lib/server/settings';
import { shopToday } from '@/lib/shared/shop-time';

export async function feedStamp(origin: string): Promise<string> {
  const [catalogue, settings] = await Promise.all([catalogueStamp(), getShopSettings()]);
  const terms = createHash('sha256').update(JSON.stringify(settings)).digest('base64url');
  return `${catalogue}|${terms}|${origin}|${shopToday()}`;
}
