import { json } from '@/lib/server/http/route';
import { reauthenticate } from '@/lib/server/auth/reauth';
import { reauthBodySchema } from '@/lib/shared/schemas/admin-staff-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { reauthAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** The password again: refunds and staff changes are allowed for the next 10 minutes. */
export const POST = defineRoute(
  {
    summary: 'The password again, for the next 10 minutes.',
    auth: 'staff',
    body: reauthBodySchema,
    response: reauthAnswerSchema,
  },
  async (_request, { actor, body }) => {
    const { password } = body;
    return json(await reauthenticate(actor, password));
  },
);
