import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { bookShipment, listShipments } from '@/lib/server/shipping';
import { shipmentBookingSchema } from '@/lib/shared/schemas/shipping-schema';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/error-codes';
import { defineRoute } from '@/lib/server/http/define-route';
import { SHIPPING_ERROR_CODES as SHIP } from '@/lib/shared/error-codes';
import { shipmentAnswerSchema, shipmentsSchema } from '@/lib/shared/schemas/admin-response-schema';
import { EXCHANGE_ERROR_CODES as EXCHANGE } from '@/lib/shared/error-codes/exchange-error-codes';

/** Books an insured courier parcel for the order (package defaults from the shipping settings); it ships. */
export const POST = defineRoute(
  {
    summary: 'Books an insured courier parcel for the order and moves it to shipped.',
    auth: { permission: 'orders' },
    body: shipmentBookingSchema,
    bodyOptional: true,
    status: 201,
    errors: [
      SHIP.noPickupAddress,
      SHIP.unserviceable,
      SHIP.orderNotShippable,
      EXCHANGE.shortfallDue,
      SHIP.alreadyBooked,
      SHIP.providerError,
      SHIP.sandboxOff,
      ORDER.huidInUse,
    ],
    response: shipmentAnswerSchema,
  },
  // No body at all books with the package defaults, as an empty object does (bodyOptional).
  async (_request, { params, actor, body }) => {
    const shipment = await bookShipment(actor, pathId(params.id, 'Order'), body);
    return json({ shipment }, { status: 201 });
  },
);

/** The order's courier parcels (forward and return pickups) with what the courier said. */
export const GET = defineRoute(
  { summary: "The order's courier booking and its events.", auth: { permission: 'orders' }, response: shipmentsSchema },
  async (_request, { params, actor }) => json({ shipments: await listShipments(actor, pathId(params.id, 'Order')) }),
);
