import { apiRoute, privatePdf } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { pathId } from '@/lib/server/http/params';
import { shopperInvoice } from '@/lib/server/invoices/document-access';

/** The GST tax invoice of the shopper's own shipped order (issued at dispatch), as a PDF. */
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const session = await requireSession(request);
  return privatePdf(await shopperInvoice(session.user.id, pathId((await params).id, 'Order')));
});
