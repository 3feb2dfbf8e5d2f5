import { json } from '@/lib/server/http/route';
import { getShopSettings } from '@/lib/server/settings/shop-settings';
import { defineRoute } from '@/lib/server/http/define-route';
import { shopSettingsSchema } from '@/lib/shared/schemas/settings-schema';

export const GET = defineRoute(
  { summary: "The shop's public settings.", auth: 'none', response: shopSettingsSchema },
  async (_request) => json(await getShopSettings()),
);
