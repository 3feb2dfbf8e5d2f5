import { adminRoute } from '@/lib/server/http/admin-route';
import { json, noContent } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { deleteCoupon, updateCoupon } from '@/lib/server/coupons/coupon-admin';
import { couponPatchSchema } from '@/lib/shared/schemas/admin-coupon-schema';

type Params = { id: string };

export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Coupon');
  return json({ coupon: await updateCoupon(actor, id, await readJsonBody(request, couponPatchSchema)) });
});

export const DELETE = adminRoute<Params>(async (_request, { params, actor }) => {
  await deleteCoupon(actor, pathId(params.id, 'Coupon'));
  return noContent();
});
