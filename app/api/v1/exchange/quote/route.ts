// Old gold's value today: public, bounded per client.
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { clientIp } from '@/lib/server/http/client-ip';
import { createQuote } from '@/lib/server/exchange';
import { exchangeQuoteBodySchema } from '@/lib/shared/selling/old-gold';

export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, exchangeQuoteBodySchema);
  return privateJson({ quote: await createQuote(body, clientIp(request.headers)) });
});
