import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { bookShipment, listShipments } from '@/lib/server/shipping';
import { shipmentBookingSchema } from '@/lib/shared/schemas/shipping-schema';

/** Books an insured courier parcel for the order (package defaults from the shipping settings); it ships. */
export const POST = adminRoute<{ id: string }>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  // No body at all books with the package defaults, as an empty object does.
  const input = request.body ? await readJsonBody(request, shipmentBookingSchema) : shipmentBookingSchema.parse({});
  const shipment = await bookShipment(actor, id, input);
  return json({ shipment }, { status: 201 });
});

/** The order's courier parcels (forward and return pickups) with what the courier said. */
export const GET = adminRoute<{ id: string }>(async (_request, { params, actor }) =>
  json({ shipments: await listShipments(actor, pathId(params.id, 'Order')) }),
);
