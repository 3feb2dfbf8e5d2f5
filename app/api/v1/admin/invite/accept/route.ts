import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { acceptInvite } from '@/lib/server/staff/staff-admin';
import { acceptInviteBodySchema } from '@/lib/shared/schemas/admin-staff-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { createdAccountSchema } from '@/lib/shared/schemas/response-schema';

/** The invitation link's holder sets a password on their staff account (403 for a used or expired link). */
export const POST = defineRoute(
  {
    summary: "An invitation's holder sets their password.",
    auth: 'none',
    body: acceptInviteBodySchema,
    status: 201,
    response: createdAccountSchema,
  },
  async (request, { body }) => {
    const account = await acceptInvite(body, clientIp(request.headers));
    return privateJson({ user: { id: account.id, email: account.email, role: 'staff' } }, { status: 201 });
  },
);
