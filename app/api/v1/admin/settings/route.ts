import { json } from '@/lib/server/http/route';
import { getAdminSettings, updateSettings } from '@/lib/server/settings/settings-admin';
import { settingsPatchSchema } from '@/lib/shared/schemas/admin-settings-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { STAMPED_WRITE } from '@/lib/server/http/route-error-lists';
import { adminSettingsAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  { summary: "The shop's settings.", auth: 'staff', response: adminSettingsAnswerSchema },
  async (_request, { actor }) => json({ settings: await getAdminSettings(actor) }),
);

/** Any subset of the settings (owner only); legal pages' HTML is sanitized on save. */
export const PATCH = defineRoute(
  {
    summary: 'Changes settings (owner only).',
    auth: 'staff',
    body: settingsPatchSchema,
    errors: STAMPED_WRITE,
    response: adminSettingsAnswerSchema,
  },
  async (_request, { actor, body }) => json({ settings: await updateSettings(actor, body) }),
);
