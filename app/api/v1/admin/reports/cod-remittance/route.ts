import { json } from '@/lib/server/http/route';
import { codRemittanceReport } from '@/lib/server/shipping';
import { defineRoute } from '@/lib/server/http/define-route';
import { codRemittanceSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Delivered COD parcels whose cash the courier has not remitted (days outstanding), and remittances that differ. */
export const GET = defineRoute(
  {
    summary: 'Courier-delivered cash-on-delivery orders whose cash has not been remitted.',
    auth: { permission: 'reports' },
    response: codRemittanceSchema,
  },
  async (_request, { actor }) => json(await codRemittanceReport(actor)),
);
