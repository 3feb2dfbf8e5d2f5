import { privateJson } from '@/lib/server/http/route';
import { getProfile, updateProfile } from '@/lib/server/auth/users';
import { updateProfileBodySchema } from '@/lib/shared/schemas/auth-schema';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { defineRoute } from '@/lib/server/http/define-route';
import { profileSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  {
    summary: 'The signed-in account.',
    auth: 'session',
    response: profileSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (_request, { session }) => {
    const { user } = session;
    return privateJson((await getProfile(user.id)) ?? { user });
  },
);

/** The profile fields a shopper may change: first and last name, the avatar address, the marketing-mail consent and the
 *  WhatsApp consents (order updates; offers and reminders). */
export const PATCH = defineRoute(
  {
    summary: "Changes the shopper's name or avatar.",
    auth: 'session',
    body: updateProfileBodySchema,
    response: profileSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (_request, { session, body }) => {
    const changes = body;
    const profile = await updateProfile(session.user.id, changes);
    return privateJson(profile ?? { user: session.user });
  },
);
