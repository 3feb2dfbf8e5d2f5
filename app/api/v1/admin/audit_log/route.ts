import { json } from '@/lib/server/http/route';
import { listAuditEntries } from '@/lib/server/audit/audit-view';
import { auditQuerySchema } from '@/lib/shared/schemas/admin-customer-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { auditPageSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Every back-office write, newest first (owner only). The log has no write endpoint. */
export const GET = defineRoute(
  {
    summary: 'Every back-office write, newest first (owner only).',
    auth: { permission: 'audit' },
    query: auditQuerySchema,
    response: auditPageSchema,
  },
  async (_request, { actor, query }) => json(await listAuditEntries(actor, query)),
);
