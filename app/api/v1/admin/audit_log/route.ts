import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { listAuditEntries } from '@/lib/server/audit/audit-view';
import { auditQuerySchema } from '@/lib/shared/schemas/admin-customer-schema';

/** Every back-office write, newest first (owner only). The log has no write endpoint. */
export const GET = adminRoute(async (request, { actor }) =>
  json(await listAuditEntries(actor, parseSearchParams(auditQuerySchema, request.nextUrl.searchParams))),
);
