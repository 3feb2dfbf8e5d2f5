import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { getOwnerAlertSettings, updateOwnerAlertSettings } from '@/lib/server/owner-alerts/alert-settings';
import { ownerAlertSettingsBody } from '@/lib/shared/owner-alert-settings';

export const GET = adminRoute(async (_request, { actor }) => json({ settings: await getOwnerAlertSettings(actor) }));

/** The whole of the owner's alert settings, with the updated_at they were read at (owner only). */
export const PUT = adminRoute(async (request, { actor }) =>
  json({ settings: await updateOwnerAlertSettings(actor, await readJsonBody(request, ownerAlertSettingsBody)) }),
);
