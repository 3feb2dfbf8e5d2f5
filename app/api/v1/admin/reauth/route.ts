import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { reauthenticate } from '@/lib/server/auth/reauth';
import { reauthBodySchema } from '@/lib/shared/schemas/admin-staff-schema';

/** The password again: refunds and staff changes are allowed for the next 10 minutes. */
export const POST = adminRoute(async (request, { actor }) => {
  const { password } = await readJsonBody(request, reauthBodySchema);
  return json(await reauthenticate(actor, password));
});
