import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { shippingLabel } from '@/lib/server/shipping';
import { defineRoute } from '@/lib/server/http/define-route';
import { SHIPPING_ERROR_CODES as SHIP } from '@/lib/shared/error-codes';
import { labelQuerySchema } from '@/lib/shared/schemas/shipping-schema';

/** The booked parcel's 4 x 6 in label; ?awb= names another parcel of the order (a return's pickup). */
export const GET = defineRoute(
  {
    summary: "The booked parcel's 4x6 in label (or, with ?awb=, a return pickup's): AWB barcode, addresses, value.",
    auth: { permission: 'orders' },
    query: labelQuerySchema,
    response: { media: 'application/pdf' },
    errors: [SHIP.notBooked],
  },
  async (_request, { params, actor, query }) =>
    privatePdf(await shippingLabel(actor, pathId(params.id, 'Order'), query.awb ?? null)),
);
