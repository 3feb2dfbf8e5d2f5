import { adminRoute } from '@/lib/server/http/admin-route';
import { json, noContent } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { deleteCategory, updateCategory } from '@/lib/server/catalogue/category-admin';
import { categoryPatchSchema } from '@/lib/shared/schemas/admin-content-schema';

type Params = { id: string };

export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Category');
  return json({ category: await updateCategory(actor, id, await readJsonBody(request, categoryPatchSchema)) });
});

/** 409 naming how many products or subcategories it still holds. */
export const DELETE = adminRoute<Params>(async (_request, { params, actor }) => {
  await deleteCategory(actor, pathId(params.id, 'Category'));
  return noContent();
});
