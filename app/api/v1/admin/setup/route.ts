import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { createOwnerFromSetup } from '@/lib/server/staff/owner-setup';
import { ownerSetupBodySchema } from '@/lib/shared/schemas/admin-staff-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { createdAccountSchema } from '@/lib/shared/schemas/response-schema';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';

/** First run: the printed link's token makes the owner's account (403 for a wrong or spent token). */
export const POST = defineRoute(
  {
    summary: "First run: the printed link's token makes the owner's account.",
    auth: 'none',
    body: ownerSetupBodySchema,
    status: 201,
    errors: [ADMIN.setupTokenInvalid],
    response: createdAccountSchema,
  },
  async (request, { body }) => {
    const owner = await createOwnerFromSetup(body, clientIp(request.headers));
    return privateJson({ user: { id: owner.id, email: owner.email, role: 'owner' } }, { status: 201 });
  },
);
