import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { shopperDocument } from '@/lib/server/invoices/document-access';
import { defineRoute } from '@/lib/server/http/define-route';

/** A tax invoice or credit note of the shopper's own order, as a PDF. */
export const GET = defineRoute(
  {
    summary: "A tax invoice or credit note of the shopper's order.",
    auth: 'session',
    response: { media: 'application/pdf' },
  },
  async (_request, { params, session }) => {
    const { id, documentId } = await params;
    return privatePdf(await shopperDocument(session.user.id, pathId(id, 'Order'), pathId(documentId, 'Document')));
  },
);
