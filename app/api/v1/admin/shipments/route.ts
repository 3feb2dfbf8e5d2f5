import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { listShipments, shippingProvider } from '@/lib/server/shipping';

/** The latest courier parcels, and which provider books them (the sandbox page drives the sandbox's). */
export const GET = adminRoute(async (_request, { actor }) =>
  json({ provider: shippingProvider().name, shipments: await listShipments(actor) }),
);
