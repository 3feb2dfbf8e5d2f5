import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { eraseCustomerAccount } from '@/lib/server/data-rights';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import { ADMIN_ERROR_CODES, DATA_RIGHTS_ERROR_CODES } from '@/lib/shared/error-codes';
import { defineRoute } from '@/lib/server/http/define-route';
import { erasedAnswerSchema, ownerEraseBodySchema } from '@/lib/shared/schemas/data-rights-schema';

/** The owner erases a customer's account on their written request (recent password, audited). */
export const POST = defineRoute(
  {
    summary: "Erases a customer's account on their written request.",
    auth: { permission: 'customers:disable' },
    body: ownerEraseBodySchema,
    errors: [ADMIN_ERROR_CODES.reauthRequired, ADMIN_ERROR_CODES.conflict, DATA_RIGHTS_ERROR_CODES.erasureBlocked],
    response: erasedAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Customer');
    const { kept_order_ids } = await eraseCustomerAccount(actor, id, { reference: body.written_request });
    return json({ message: M.ownerErased, kept_order_ids });
  },
);
