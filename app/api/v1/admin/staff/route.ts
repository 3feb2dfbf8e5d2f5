import { json } from '@/lib/server/http/route';
import { inviteStaff, listStaff } from '@/lib/server/staff/staff-admin';
import { staffInviteBodySchema } from '@/lib/shared/schemas/admin-staff-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { inviteAnswerSchema, staffListSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  { summary: 'Staff and open invitations.', auth: { permission: 'staff' }, response: staffListSchema },
  async (_request, { actor }) => json(await listStaff(actor)),
);

/**
 * Invites { email, permissions? } to the staff: the address gets a link to set a password, and the account
 * gets these permissions (the default set, without the metal rates, when none are sent). Owner, recent password.
 */
export const POST = defineRoute(
  {
    summary: 'Invites a staff member by email.',
    auth: { permission: 'staff' },
    body: staffInviteBodySchema,
    status: 201,
    response: inviteAnswerSchema,
  },
  async (_request, { actor, body }) => {
    const { email, permissions } = body;
    return json({ invite: await inviteStaff(actor, email, permissions) }, { status: 201 });
  },
);
