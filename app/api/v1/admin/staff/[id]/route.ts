import { json, noContent } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { listStaff, removeStaff, updateStaffMember } from '@/lib/server/staff/staff-admin';
import { staffPatchSchema } from '@/lib/shared/schemas/admin-staff-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { staffListSchema } from '@/lib/shared/schemas/admin-response-schema';

/** { role?, permissions? }: staff ↔ owner, and what a staff member may do (owner, recent password). */
export const PATCH = defineRoute(
  {
    summary: "Changes a staff member's role or permissions.",
    auth: { permission: 'staff' },
    body: staffPatchSchema,
    response: staffListSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Staff member');
    await updateStaffMember(actor, id, body);
    return json(await listStaff(actor));
  },
);

/** Back to a shopper's account; every session of it ends. */
export const DELETE = defineRoute(
  { summary: 'Makes a staff member a shopper again.', auth: { permission: 'staff' }, status: 204, response: null },
  async (_request, { params, actor }) => {
    await removeStaff(actor, pathId(params.id, 'Staff member'));
    return noContent();
  },
);
