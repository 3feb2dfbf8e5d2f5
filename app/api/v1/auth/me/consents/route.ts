import { privateJson } from '@/lib/server/http/route';
import { buyerConsentHistory } from '@/lib/server/consents';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { defineRoute } from '@/lib/server/http/define-route';
import { consentsAnswerSchema } from '@/lib/shared/schemas/data-rights-schema';

/** Every change of the buyer's consents (given or withdrawn, when, from where), newest first. */
export const GET = defineRoute(
  {
    summary: "The signed-in buyer's consent history.",
    auth: 'session',
    response: consentsAnswerSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (_request, { session }) => privateJson({ consents: await buyerConsentHistory(session.user.id) }),
);
