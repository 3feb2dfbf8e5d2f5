import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { notFound } from '@/lib/server/errors/domain-error';
import { setMetalRate } from '@/lib/server/pricing/metal-rate-admin';
import { metalRateBodySchema, metalRateKeySchema } from '@/lib/shared/schemas/admin-product-schema';
import { RATE_MESSAGES } from '@/lib/shared/messages/admin-rates';
import { rupeesToPaise } from '@/lib/shared/money';

type Params = { key: string };

/**
 * Saves the day's rate and re-prices every piece sold by weight on it, in one transaction. A change of more than
 * 10 % is refused (409 RATE_CHANGE_UNUSUAL, with a preview) unless the body confirms it.
 */
export const PUT = adminRoute<Params>(async (request, { params, actor }) => {
  const key = metalRateKeySchema.safeParse(params.key);
  if (!key.success) throw notFound(RATE_MESSAGES.rateUnknown);
  const body = await readJsonBody(request, metalRateBodySchema);
  return json(
    await setMetalRate(actor, key.data, rupeesToPaise(body.rate_per_gram), body.confirm_unusual_change === true),
  );
});
