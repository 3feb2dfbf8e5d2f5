import { json } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { previewMetalRate } from '@/lib/server/pricing/metal-rate-admin';
import { metalRateBodySchema, metalRateKeySchema } from '@/lib/shared/schemas/admin-product-schema';
import { RATE_MESSAGES } from '@/lib/shared/messages/admin-rates';
import { rupeesToPaise } from '@/lib/shared/money';
import { defineRoute } from '@/lib/server/http/define-route';
import { metalRateCheckSchema } from '@/lib/shared/schemas/admin-response-schema';

/** What saving this rate would re-price (how many pieces, the largest moves), without saving anything. */
export const POST = defineRoute(
  {
    summary: 'Previews what a new metal rate would re-price, saving nothing.',
    auth: { permission: 'rates' },
    body: metalRateBodySchema,
    response: metalRateCheckSchema,
  },
  async (_request, { params, actor, body }) => {
    const key = metalRateKeySchema.safeParse(params.key);
    if (!key.success) throw notFound(RATE_MESSAGES.rateUnknown);
    return json(await previewMetalRate(actor, key.data, rupeesToPaise(body.rate_per_gram)));
  },
);
