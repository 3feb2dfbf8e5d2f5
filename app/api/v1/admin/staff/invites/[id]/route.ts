import { adminRoute } from '@/lib/server/http/admin-route';
import { noContent } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { revokeInvite } from '@/lib/server/staff/staff-admin';

export const DELETE = adminRoute<{ id: string }>(async (_request, { params, actor }) => {
  await revokeInvite(actor, pathId(params.id, 'Invitation'));
  return noContent();
});
