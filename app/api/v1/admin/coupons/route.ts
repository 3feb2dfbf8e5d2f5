import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { createCoupon, listCoupons } from '@/lib/server/coupons/coupon-admin';
import { couponCreateSchema } from '@/lib/shared/schemas/admin-coupon-schema';

export const GET = adminRoute(async (_request, { actor }) => json({ coupons: await listCoupons(actor) }));

export const POST = adminRoute(async (request, { actor }) =>
  json({ coupon: await createCoupon(actor, await readJsonBody(request, couponCreateSchema)) }, { status: 201 }),
);
