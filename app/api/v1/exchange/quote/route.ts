// Old gold's value today: public, bounded per client.
import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { createQuote } from '@/lib/server/exchange';
import { exchangeQuoteBodySchema } from '@/lib/shared/selling/old-gold';
import { defineRoute } from '@/lib/server/http/define-route';
import { exchangeQuoteAnswerSchema } from '@/lib/shared/schemas/response-schema';
import { EXCHANGE_ERROR_CODES as EXCHANGE } from '@/lib/shared/error-codes/exchange-error-codes';

export const POST = defineRoute(
  {
    summary: "Old gold's value at today's rate less the deduction, valid until the end of the IST day.",
    auth: 'none',
    body: exchangeQuoteBodySchema,
    errors: [EXCHANGE.disabled, EXCHANGE.rateMissing, EXCHANGE.rateLimited],
    response: exchangeQuoteAnswerSchema,
  },
  async (request, { body }) => {
    return privateJson({ quote: await createQuote(body, clientIp(request.headers)) });
  },
);
