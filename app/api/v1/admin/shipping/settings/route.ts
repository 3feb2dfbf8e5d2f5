import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { getShippingSettings, updateShippingSettings } from '@/lib/server/shipping';
import { shippingSettingsSchema } from '@/lib/shared/schemas/shipping-schema';

export const GET = adminRoute(async (_request, { actor }) => json({ settings: await getShippingSettings(actor) }));

/** Pickup address (null: the seller address), package defaults, OTP threshold, RTO refund rule. */
export const PATCH = adminRoute(async (request, { actor }) =>
  json({ settings: await updateShippingSettings(actor, await readJsonBody(request, shippingSettingsSchema)) }),
);
