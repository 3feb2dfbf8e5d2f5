import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { recordTestedGold } from '@/lib/server/exchange';
import { exchangeTestBodySchema } from '@/lib/shared/selling/old-gold';
import { defineRoute } from '@/lib/server/http/define-route';
import { testedGoldSchema } from '@/lib/shared/schemas/admin-response-schema';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { EXCHANGE_ERROR_CODES as EXCHANGE } from '@/lib/shared/error-codes/exchange-error-codes';

/** The shop's test of the old gold an order brought: an excess is refunded, a shortfall asked of the shopper. */
export const POST = defineRoute(
  {
    summary: 'Records the tested weight and purity of the old gold the order brought.',
    auth: { permission: 'refunds' },
    body: exchangeTestBodySchema,
    errors: [EXCHANGE.noExchange, EXCHANGE.alreadyTested, EXCHANGE.rateMissing, ADMIN.reauthRequired],
    response: testedGoldSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Order');
    return json(await recordTestedGold(actor, id, body));
  },
);
