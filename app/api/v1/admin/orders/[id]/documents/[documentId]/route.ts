import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { staffDocument } from '@/lib/server/invoices/document-access';
import { defineRoute } from '@/lib/server/http/define-route';

/** Any order's tax invoice or credit note, for the back office. */
export const GET = defineRoute(
  {
    summary: "An order's tax invoice or credit note.",
    auth: { permission: 'orders' },
    response: { media: 'application/pdf' },
  },
  async (_request, { params, actor }) =>
    privatePdf(await staffDocument(actor, pathId(params.id, 'Order'), pathId(params.documentId, 'Document'))),
);
