import { adminRoute } from '@/lib/server/http/admin-route';
import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { staffDocument } from '@/lib/server/invoices/document-access';

/** Any order's tax invoice or credit note, for the back office. */
export const GET = adminRoute<{ id: string; documentId: string }>(async (_request, { params, actor }) =>
  privatePdf(await staffDocument(actor, pathId(params.id, 'Order'), pathId(params.documentId, 'Document'))),
);
