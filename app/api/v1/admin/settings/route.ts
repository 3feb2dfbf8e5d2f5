import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { getAdminSettings, updateSettings } from '@/lib/server/settings/settings-admin';
import { settingsPatchSchema } from '@/lib/shared/schemas/admin-settings-schema';

export const GET = adminRoute(async (_request, { actor }) => json({ settings: await getAdminSettings(actor) }));

/** Any subset of the settings (owner only); legal pages' HTML is sanitized on save. */
export const PATCH = adminRoute(async (request, { actor }) =>
  json({ settings: await updateSettings(actor, await readJsonBody(request, settingsPatchSchema)) }),
);
