import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { inviteStaff, listStaff } from '@/lib/server/staff/staff-admin';
import { staffInviteBodySchema } from '@/lib/shared/schemas/admin-staff-schema';

export const GET = adminRoute(async (_request, { actor }) => json(await listStaff(actor)));

/**
 * Invites { email, permissions? } to the staff: the address gets a link to set a password, and the account
 * gets these permissions (the default set, without the metal rates, when none are sent). Owner, recent password.
 */
export const POST = adminRoute(async (request, { actor }) => {
  const { email, permissions } = await readJsonBody(request, staffInviteBodySchema);
  return json({ invite: await inviteStaff(actor, email, permissions) }, { status: 201 });
});
