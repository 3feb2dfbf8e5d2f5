import { apiRoute, privateJson } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { requireSession } from '@/lib/server/http/authenticate';
import { getProfile, updateProfile } from '@/lib/server/auth/users';
import { updateProfileBodySchema } from '@/lib/shared/schemas/auth-schema';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';

export const GET = apiRoute(async (request) => {
  const { user } = await requireSession(request, AUTH_GUARD_MESSAGES.loginToContinue);
  return privateJson((await getProfile(user.id)) ?? { user });
});

/** The profile fields a shopper may change: first and last name, the avatar address and the marketing-mail consent. */
export const PATCH = apiRoute(async (request) => {
  const session = await requireSession(request, AUTH_GUARD_MESSAGES.loginToContinue);
  const changes = await readJsonBody(request, updateProfileBodySchema);
  const profile = await updateProfile(session.user.id, changes);
  return privateJson(profile ?? { user: session.user });
});
