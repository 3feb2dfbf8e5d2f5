import { noContent } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { revokeInvite } from '@/lib/server/staff/staff-admin';
import { defineRoute } from '@/lib/server/http/define-route';

export const DELETE = defineRoute(
  { summary: 'Withdraws an invitation.', auth: { permission: 'staff' }, status: 204, response: null },
  async (_request, { params, actor }) => {
    await revokeInvite(actor, pathId(params.id, 'Invitation'));
    return noContent();
  },
);
