import { json } from '@/lib/server/http/route';
import { createCoupon, listCoupons } from '@/lib/server/coupons/coupon-admin';
import { couponCreateSchema } from '@/lib/shared/schemas/admin-coupon-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { couponAnswerSchema, couponsSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  { summary: 'Every coupon with its use.', auth: { permission: 'coupons' }, response: couponsSchema },
  async (_request, { actor }) => json({ coupons: await listCoupons(actor) }),
);

export const POST = defineRoute(
  {
    summary: 'Adds a coupon: a percent or an amount off.',
    auth: { permission: 'coupons' },
    body: couponCreateSchema,
    status: 201,
    response: couponAnswerSchema,
  },
  async (_request, { actor, body }) => json({ coupon: await createCoupon(actor, body) }, { status: 201 }),
);
