import { privateJson } from '@/lib/server/http/route';
import { exportBuyerData } from '@/lib/server/data-rights';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { DATA_RIGHTS_ERROR_CODES } from '@/lib/shared/error-codes';
import { defineRoute } from '@/lib/server/http/define-route';
import { dataExportSchema } from '@/lib/shared/schemas/data-rights-schema';

/** Everything the shop holds about the buyer, as a JSON file to keep (DPDP Act s.11). */
export const GET = defineRoute(
  {
    summary: 'Downloads everything the shop holds about the signed-in buyer (needs a fresh session).',
    auth: 'session',
    errors: [DATA_RIGHTS_ERROR_CODES.freshCodeRequired],
    response: dataExportSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (_request, { session }) => {
    const data = await exportBuyerData(session);
    const day = data.exported_at.toISOString().slice(0, 10);
    return privateJson(data, {
      headers: { 'content-disposition': `attachment; filename="my-data-${session.user.id}-${day}.json"` },
    });
  },
);
