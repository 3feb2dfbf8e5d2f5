import { json } from '@/lib/server/http/route';
import { listShipments, shippingProvider } from '@/lib/server/shipping';
import { defineRoute } from '@/lib/server/http/define-route';
import { shipmentsWithProviderSchema } from '@/lib/shared/schemas/admin-response-schema';

/** The latest courier parcels, and which provider books them (the sandbox page drives the sandbox's). */
export const GET = defineRoute(
  { summary: 'Courier parcels, newest first.', auth: { permission: 'orders' }, response: shipmentsWithProviderSchema },
  async (_request, { actor }) => json({ provider: shippingProvider().name, shipments: await listShipments(actor) }),
);
