import { privateJson } from '@/lib/server/http/route';
import { getNominee, setNominee } from '@/lib/server/privacy/nominee';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { defineRoute } from '@/lib/server/http/define-route';
import { nomineeAnswerSchema, nomineeBodySchema } from '@/lib/shared/schemas/nominee-schema';

const signInMessage = AUTH_GUARD_MESSAGES.loginToContinue;

export const GET = defineRoute(
  {
    summary: "The buyer's nominee (DPDP Act s.14), or null.",
    auth: 'session',
    response: nomineeAnswerSchema,
    signInMessage,
  },
  async (_request, { session }) => privateJson({ nominee: await getNominee(session.user.id) }),
);

/** { name, email?, phone? }: one of email and phone at least; replaces the nominee named before. */
export const PUT = defineRoute(
  {
    summary: 'Names the nominee who may exercise the buyer’s rights on their death or incapacity.',
    auth: 'session',
    body: nomineeBodySchema,
    response: nomineeAnswerSchema,
    signInMessage,
  },
  async (_request, { session, body }) => privateJson({ nominee: await setNominee(session.user.id, body) }),
);

export const DELETE = defineRoute(
  { summary: 'Removes the nominee.', auth: 'session', response: nomineeAnswerSchema, signInMessage },
  async (_request, { session }) => privateJson({ nominee: await setNominee(session.user.id, null) }),
);
