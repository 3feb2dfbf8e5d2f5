import type { NextRequest } from 'next/server';
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { parseOrThrow } from '@/lib/server/http/validation';
import { cashOnDeliveryAvailability } from '@/lib/server/orders/cash-on-delivery';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { codQuerySchema } from '@/lib/shared/payment-methods';

/** GET /api/v1/payments/cod?pincode=302003&total=18500: whether this shopper may pay this order in cash, and if
 *  not, why (the checkout's "Cash on delivery" option). Placing the order checks all of it again. */
export const GET = apiRoute(async (request: NextRequest) => {
  const session = await requireSession(request, ORDER_MESSAGES.loginToCreate);
  const query = parseOrThrow(codQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return privateJson(await cashOnDeliveryAvailability(session.user.id, query));
});
