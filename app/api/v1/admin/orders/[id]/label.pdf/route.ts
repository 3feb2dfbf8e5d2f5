import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { shippingLabel } from '@/lib/server/shipping';
import { defineRoute } from '@/lib/server/http/define-route';
import { SHIPPING_ERROR_CODES as SHIP } from '@/lib/shared/error-codes';

/** The booked parcel's 4 x 6 in label. */
export const GET = defineRoute(
  {
    summary: "The booked parcel's 4x6 in label: AWB barcode, addresses, declared value.",
    auth: { permission: 'orders' },
    response: { media: 'application/pdf' },
    errors: [SHIP.notBooked],
  },
  async (_request, { params, actor }) => privatePdf(await shippingLabel(actor, pathId(params.id, 'Order'))),
);
