import { json, noContent } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { deleteCategory, updateCategory } from '@/lib/server/catalogue/category-admin';
import { categoryPatchSchema } from '@/lib/shared/schemas/admin-content-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { categoryAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const PATCH = defineRoute(
  {
    summary: 'Edits a category (never under itself).',
    auth: { permission: 'catalogue' },
    body: categoryPatchSchema,
    response: categoryAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Category');
    return json({ category: await updateCategory(actor, id, body) });
  },
);

/** 409 naming how many products or subcategories it still holds. */
export const DELETE = defineRoute(
  {
    summary: 'Deletes an empty category.',
    auth: { permission: 'catalogue' },
    status: 204,
    errors: [ADMIN.conflict],
    response: null,
  },
  async (_request, { params, actor }) => {
    await deleteCategory(actor, pathId(params.id, 'Category'));
    return noContent();
  },
);
