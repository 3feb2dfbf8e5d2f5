import { adminRoute } from '@/lib/server/http/admin-route';
import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { staffInvoice } from '@/lib/server/invoices/document-access';

/** Any shipped order's GST tax invoice, for the back office. */
export const GET = adminRoute<{ id: string }>(async (_request, { params, actor }) =>
  privatePdf(await staffInvoice(actor, pathId(params.id, 'Order'))),
);
