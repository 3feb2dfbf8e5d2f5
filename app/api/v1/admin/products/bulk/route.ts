import { json } from '@/lib/server/http/route';
import { bulkEditProducts } from '@/lib/server/catalogue/product-bulk';
import { bulkEditSchema } from '@/lib/shared/schemas/product-csv-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { bulkSummarySchema } from '@/lib/shared/schemas/admin-response-schema';

/** { ids | filter, set }: activate, deactivate, set a category, add or remove a tag, move prices or making
 *  charges by a percent, for every chosen product at once. */
export const POST = defineRoute(
  {
    summary: 'One change to many products.',
    auth: { permission: 'catalogue' },
    body: bulkEditSchema,
    response: bulkSummarySchema,
  },
  async (_request, { actor, body }) => json(await bulkEditProducts(actor, body)),
);
