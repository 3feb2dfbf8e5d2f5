import { adminRoute } from '@/lib/server/http/admin-route';
import { json, noContent } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { changeStaffRole, listStaff, removeStaff } from '@/lib/server/staff/staff-admin';
import { staffPatchSchema } from '@/lib/shared/schemas/admin-staff-schema';

type Params = { id: string };

export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Staff member');
  const { role } = await readJsonBody(request, staffPatchSchema);
  await changeStaffRole(actor, id, role);
  return json(await listStaff(actor));
});

/** Back to a shopper's account; every session of it ends. */
export const DELETE = adminRoute<Params>(async (_request, { params, actor }) => {
  await removeStaff(actor, pathId(params.id, 'Staff member'));
  return noContent();
});
