// The signed-in buyer's store credit and its history.
import { privateJson } from '@/lib/server/http/route';
import { ownStoreCredit } from '@/lib/server/stored-value';
import { storeCreditSchema } from '@/lib/shared/schemas/gift-card-schema';
import { defineRoute } from '@/lib/server/http/define-route';

export const GET = defineRoute(
  {
    summary: "The signed-in buyer's store credit balance and its movements, newest first.",
    auth: 'session',
    response: storeCreditSchema,
  },
  async (_request, { session }) => privateJson(await ownStoreCredit(session.user.id)),
);
