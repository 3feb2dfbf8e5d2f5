import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { createCategory, listAdminCategories } from '@/lib/server/catalogue/category-admin';
import { categoryCreateSchema } from '@/lib/shared/schemas/admin-content-schema';

/** Every category (the tree is flat here: parent_id and position place each), with its product count. */
export const GET = adminRoute(async (_request, { actor }) => json({ categories: await listAdminCategories(actor) }));

export const POST = adminRoute(async (request, { actor }) =>
  json({ category: await createCategory(actor, await readJsonBody(request, categoryCreateSchema)) }, { status: 201 }),
);
