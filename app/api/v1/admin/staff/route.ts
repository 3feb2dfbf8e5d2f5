import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { inviteStaff, listStaff } from '@/lib/server/staff/staff-admin';
import { staffInviteBodySchema } from '@/lib/shared/schemas/admin-staff-schema';

export const GET = adminRoute(async (_request, { actor }) => json(await listStaff(actor)));

/** Invites { email } to the staff: the address gets a link to set a password (owner, recent password). */
export const POST = adminRoute(async (request, { actor }) => {
  const { email } = await readJsonBody(request, staffInviteBodySchema);
  return json({ invite: await inviteStaff(actor, email) }, { status: 201 });
});
