import { apiRoute, privatePdf } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { pathId } from '@/lib/server/http/params';
import { shopperDocument } from '@/lib/server/invoices/document-access';

/** A tax invoice or credit note of the shopper's own order, as a PDF. */
export const GET = apiRoute<{ id: string; documentId: string }>(async (request, { params }) => {
  const session = await requireSession(request);
  const { id, documentId } = await params;
  return privatePdf(await shopperDocument(session.user.id, pathId(id, 'Order'), pathId(documentId, 'Document')));
});
