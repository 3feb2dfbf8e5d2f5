import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { shopperInvoice } from '@/lib/server/invoices/document-access';
import { defineRoute } from '@/lib/server/http/define-route';

/** The GST tax invoice of the shopper's own shipped order (issued at dispatch), as a PDF. */
export const GET = defineRoute(
  { summary: "The tax invoice of the shopper's paid order.", auth: 'session', response: { media: 'application/pdf' } },
  async (_request, { params, session }) => {
    return privatePdf(await shopperInvoice(session.user.id, pathId(params.id, 'Order')));
  },
);
