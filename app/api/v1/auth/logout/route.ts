import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/server/http/define-route';
import { readJson } from '@/lib/server/http/json-body';
import { clearSessionCookie, readSessionCookie } from '@/lib/server/http/session-cookie';
import { revokeSession } from '@/lib/server/auth/sessions';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Ends the caller's session for good (the token stops working everywhere) and clears the cookie. */
const contract = {
  summary: 'Ends the session and clears the cookie.',
  auth: 'optional',
  response: null,
} as const;

/** The token is revoked whether or not it still names a session, and the cookie is cleared either way. */
export const POST = defineRoute(contract, async (request) => {
  const bearer = request.headers.get('authorization')?.match(BEARER)?.[1];
  const cookie = readSessionCookie(request.cookies);
  // A write riding on the cookie must be a JSON request, which no cross-site form can send.
  if (!bearer && cookie) await readJson(request);
  const token = bearer ?? cookie;
  if (token) await revokeSession(token);
  const response = new NextResponse(null, { status: 204 });
  clearSessionCookie(response, request);
  return response;
});
