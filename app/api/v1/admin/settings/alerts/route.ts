import { json } from '@/lib/server/http/route';
import { getOwnerAlertSettings, updateOwnerAlertSettings } from '@/lib/server/owner-alerts/alert-settings';
import { ownerAlertSettingsBody } from '@/lib/shared/owner-alert-settings';
import { defineRoute } from '@/lib/server/http/define-route';
import { STAMPED_WRITE } from '@/lib/server/http/route-error-lists';
import { settingsAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  { summary: "The owner's alerts by mail.", auth: { permission: 'settings' }, response: settingsAnswerSchema },
  async (_request, { actor }) => json({ settings: await getOwnerAlertSettings(actor) }),
);

/** The whole of the owner's alert settings, with the updated_at they were read at (owner only). */
export const PUT = defineRoute(
  {
    summary: "Sets the owner's alerts.",
    auth: { permission: 'settings' },
    body: ownerAlertSettingsBody,
    errors: STAMPED_WRITE,
    response: settingsAnswerSchema,
  },
  async (_request, { actor, body }) => json({ settings: await updateOwnerAlertSettings(actor, body) }),
);
