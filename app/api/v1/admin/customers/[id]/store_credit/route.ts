// The owner gives a customer store credit with a reason (refunds permission, recent password, audited).
import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { grantStoreCredit } from '@/lib/server/stored-value';
import { storeCreditGrantBodySchema, storeCreditSchema } from '@/lib/shared/schemas/gift-card-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';

export const POST = defineRoute(
  {
    summary: 'Gives a customer store credit with a reason (refunds permission, recent password, audited).',
    auth: { permission: 'refunds' },
    body: storeCreditGrantBodySchema,
    status: 201,
    errors: [ADMIN.reauthRequired],
    response: storeCreditSchema,
  },
  async (_request, { params, actor, body }) =>
    json(await grantStoreCredit(actor, pathId(params.id, 'Customer'), body), { status: 201 }),
);
