import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { bulkEditProducts } from '@/lib/server/catalogue/product-bulk';
import { bulkEditSchema } from '@/lib/shared/schemas/product-csv-schema';

/** { ids | filter, set }: activate, deactivate, set a category, add or remove a tag, move prices or making
 *  charges by a percent, for every chosen product at once. */
export const POST = adminRoute(async (request, { actor }) =>
  json(await bulkEditProducts(actor, await readJsonBody(request, bulkEditSchema))),
);
