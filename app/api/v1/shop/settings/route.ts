import { apiRoute, json } from '@/lib/server/http/route';
import { getShopSettings } from '@/lib/server/settings/shop-settings';

export const GET = apiRoute(async () => json(await getShopSettings()));
