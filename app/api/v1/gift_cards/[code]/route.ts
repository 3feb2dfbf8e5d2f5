// A gift card's balance and last day, for whoever holds its code; misses are bounded per client.
import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { giftCardBalance } from '@/lib/server/gift-cards';
import { STORED_VALUE_ERROR_CODES as STORED } from '@/lib/shared/error-codes';
import { normalizeGiftCardCode } from '@/lib/shared/gift-card-rules';
import { giftCardBalanceSchema } from '@/lib/shared/schemas/gift-card-schema';
import { defineRoute } from '@/lib/server/http/define-route';

export const GET = defineRoute(
  {
    summary: "A gift card's balance, last day and status by its code (misses limited per client).",
    auth: 'none',
    errors: [STORED.giftCardNotFound, STORED.giftCardRateLimited],
    response: giftCardBalanceSchema,
  },
  async (request, { params }) => {
    const code = normalizeGiftCardCode(String(params.code ?? '').slice(0, 64));
    return privateJson({ gift_card: await giftCardBalance(code, clientIp(request.headers)) });
  },
);
