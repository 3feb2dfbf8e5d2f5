import { apiRoute, privateJson } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { clientIp } from '@/lib/server/http/client-ip';
import { createOwnerFromSetup } from '@/lib/server/staff/owner-setup';
import { ownerSetupBodySchema } from '@/lib/shared/schemas/admin-staff-schema';

/** First run: the printed link's token makes the owner's account (403 for a wrong or spent token). */
export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, ownerSetupBodySchema);
  const owner = await createOwnerFromSetup(body, clientIp(request.headers));
  return privateJson({ user: { id: owner.id, email: owner.email, role: 'owner' } }, { status: 201 });
});
