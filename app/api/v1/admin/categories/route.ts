import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { authorize } from '@/lib/server/access/staff-actor';
import { listCategories } from '@/lib/server/catalogue';
import { createCategory } from '@/lib/server/catalogue/category-admin';
import { categoryCreateSchema } from '@/lib/shared/schemas/admin-content-schema';

/** Every category (the tree is flat here: parent_id and position place each), with its product count. */
export const GET = adminRoute(async (_request, { actor }) => {
  authorize(actor, 'catalogue');
  return json({ categories: await listCategories() });
});

export const POST = adminRoute(async (request, { actor }) => json({ category: await createCategory(actor, await readJsonBody(request, categoryCreateSchema)) }, { status: 201 }));
