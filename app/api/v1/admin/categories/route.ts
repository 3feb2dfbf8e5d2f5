import { json } from '@/lib/server/http/route';
import { createCategory, listAdminCategories } from '@/lib/server/catalogue/category-admin';
import { categoryCreateSchema } from '@/lib/shared/schemas/admin-content-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminCategoriesSchema, categoryAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Every category (the tree is flat here: parent_id and position place each), with its product count. */
export const GET = defineRoute(
  {
    summary: 'Every category with its parent, position and product count.',
    auth: { permission: 'catalogue' },
    response: adminCategoriesSchema,
  },
  async (_request, { actor }) => json({ categories: await listAdminCategories(actor) }),
);

export const POST = defineRoute(
  {
    summary: 'Adds a category.',
    auth: { permission: 'catalogue' },
    body: categoryCreateSchema,
    status: 201,
    response: categoryAnswerSchema,
  },
  async (_request, { actor, body }) => json({ category: await createCategory(actor, body) }, { status: 201 }),
);
