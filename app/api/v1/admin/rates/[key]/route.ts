import { json } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { setMetalRate } from '@/lib/server/pricing/metal-rate-admin';
import { metalRateBodySchema, metalRateKeySchema } from '@/lib/shared/schemas/admin-product-schema';
import { RATE_MESSAGES } from '@/lib/shared/messages/admin-rates';
import { rupeesToPaise } from '@/lib/shared/money';
import { defineRoute } from '@/lib/server/http/define-route';
import { metalRateSetSchema } from '@/lib/shared/schemas/admin-response-schema';

/**
 * Saves the day's rate and re-prices every piece sold by weight on it, in one transaction. The back office previews
 * every change first (./preview); a change of more than 10 % is refused (409 RATE_CHANGE_UNUSUAL, with a preview)
 * unless the body confirms it.
 */
export const PUT = defineRoute(
  {
    summary: "Sets a metal's rate and re-prices every piece on it.",
    auth: { permission: 'rates' },
    body: metalRateBodySchema,
    response: metalRateSetSchema,
  },
  async (_request, { params, actor, body }) => {
    const key = metalRateKeySchema.safeParse(params.key);
    if (!key.success) throw notFound(RATE_MESSAGES.rateUnknown);
    return json(
      await setMetalRate(actor, key.data, rupeesToPaise(body.rate_per_gram), body.confirm_unusual_change === true),
    );
  },
);
