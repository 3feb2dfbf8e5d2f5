import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { staffInvoice } from '@/lib/server/invoices/document-access';
import { defineRoute } from '@/lib/server/http/define-route';

/** Any shipped order's GST tax invoice, for the back office. */
export const GET = defineRoute(
  { summary: "A paid order's tax invoice.", auth: { permission: 'orders' }, response: { media: 'application/pdf' } },
  async (_request, { params, actor }) => privatePdf(await staffInvoice(actor, pathId(params.id, 'Order'))),
);
