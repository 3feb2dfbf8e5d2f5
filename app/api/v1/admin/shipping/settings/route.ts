import { json } from '@/lib/server/http/route';
import { getShippingSettings, updateShippingSettings } from '@/lib/server/shipping';
import { shippingSettingsSchema } from '@/lib/shared/schemas/shipping-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { settingsAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  {
    summary: 'Package defaults, pickup and courier settings.',
    auth: { permission: 'orders' },
    response: settingsAnswerSchema,
  },
  async (_request, { actor }) => json({ settings: await getShippingSettings(actor) }),
);

/** Pickup address (null: the seller address), package defaults, OTP threshold, RTO refund rule. */
export const PATCH = defineRoute(
  {
    summary: 'Edits the shipping settings.',
    auth: { permission: 'settings' },
    body: shippingSettingsSchema,
    response: settingsAnswerSchema,
  },
  async (_request, { actor, body }) => json({ settings: await updateShippingSettings(actor, body) }),
);
