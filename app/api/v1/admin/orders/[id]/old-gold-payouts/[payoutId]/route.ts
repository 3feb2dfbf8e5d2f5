import { defineRoute } from '@/lib/server/http/define-route';
import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { settleOldGoldPayout } from '@/lib/server/exchange';
import { oldGoldPayoutBodySchema } from '@/lib/shared/schemas/old-gold-payout-schema';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { oldGoldPayoutAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** How the old gold owed back on a returned order went back (refunds permission, recent password). */
export const POST = defineRoute(
  {
    summary: 'Record how the old gold owed back on a returned order went back: the gold, or a bank transfer.',
    auth: { permission: 'refunds' },
    body: oldGoldPayoutBodySchema,
    errors: [ADMIN.reauthRequired, ADMIN.conflict],
    response: oldGoldPayoutAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Order');
    const payoutId = pathId(params.payoutId, 'Old gold payout');
    return json({ payout: await settleOldGoldPayout(actor, id, payoutId, body) });
  },
);
