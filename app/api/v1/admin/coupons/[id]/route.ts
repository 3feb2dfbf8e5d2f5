import { json, noContent } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { deleteCoupon, updateCoupon } from '@/lib/server/coupons/coupon-admin';
import { couponPatchSchema } from '@/lib/shared/schemas/admin-coupon-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { couponAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';
import { STAMPED_WRITE } from '@/lib/server/http/route-error-lists';

export const PATCH = defineRoute(
  {
    summary: 'Edits a coupon.',
    auth: { permission: 'coupons' },
    body: couponPatchSchema,
    errors: STAMPED_WRITE,
    response: couponAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Coupon');
    return json({ coupon: await updateCoupon(actor, id, body) });
  },
);

export const DELETE = defineRoute(
  { summary: 'Deletes a coupon.', auth: { permission: 'coupons' }, status: 204, response: null },
  async (_request, { params, actor }) => {
    await deleteCoupon(actor, pathId(params.id, 'Coupon'));
    return noContent();
  },
);
