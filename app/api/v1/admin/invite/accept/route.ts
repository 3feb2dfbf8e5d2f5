import { apiRoute, privateJson } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { clientIp } from '@/lib/server/http/client-ip';
import { acceptInvite } from '@/lib/server/staff/staff-admin';
import { acceptInviteBodySchema } from '@/lib/shared/schemas/admin-staff-schema';

/** The invitation link's holder sets a password on their staff account (403 for a used or expired link). */
export const POST = apiRoute(async (request) => {
  const account = await acceptInvite(await readJsonBody(request, acceptInviteBodySchema), clientIp(request.headers));
  return privateJson({ user: { id: account.id, email: account.email, role: 'staff' } }, { status: 201 });
});
