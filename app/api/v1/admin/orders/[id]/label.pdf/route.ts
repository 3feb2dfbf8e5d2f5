import { adminRoute } from '@/lib/server/http/admin-route';
import { privatePdf } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { shippingLabel } from '@/lib/server/shipping';

/** The booked parcel's 4 x 6 in label; ?awb= names another parcel of the order (a return's pickup). */
export const GET = adminRoute<{ id: string }>(async (request, { params, actor }) =>
  privatePdf(await shippingLabel(actor, pathId(params.id, 'Order'), new URL(request.url).searchParams.get('awb'))),
);
