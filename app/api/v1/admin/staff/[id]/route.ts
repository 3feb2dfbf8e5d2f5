import { adminRoute } from '@/lib/server/http/admin-route';
import { json, noContent } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { listStaff, removeStaff, updateStaffMember } from '@/lib/server/staff/staff-admin';
import { staffPatchSchema } from '@/lib/shared/schemas/admin-staff-schema';

type Params = { id: string };

/** { role?, permissions? }: staff ↔ owner, and what a staff member may do (owner, recent password). */
export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Staff member');
  await updateStaffMember(actor, id, await readJsonBody(request, staffPatchSchema));
  return json(await listStaff(actor));
});

/** Back to a shopper's account; every session of it ends. */
export const DELETE = adminRoute<Params>(async (_request, { params, actor }) => {
  await removeStaff(actor, pathId(params.id, 'Staff member'));
  return noContent();
});
