import { json, privateJson } from '@/lib/server/http/route';
import { createGrievance, listOwnGrievances } from '@/lib/server/privacy/grievances';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { defineRoute } from '@/lib/server/http/define-route';
import {
  grievanceCreatedAnswerSchema,
  grievanceCreateSchema,
  grievanceListAnswerSchema,
} from '@/lib/shared/schemas/grievance-schema';

const signInMessage = AUTH_GUARD_MESSAGES.loginToContinue;

/** Signed-in buyers only: a guest writes to the grievance officer named in the footer and the privacy notice. */
export const POST = defineRoute(
  {
    summary: 'Raises a grievance: answers its reference and mails an acknowledgement at once.',
    auth: 'session',
    body: grievanceCreateSchema,
    status: 201,
    response: grievanceCreatedAnswerSchema,
    signInMessage,
  },
  async (_request, { session, body }) =>
    json({ grievance: await createGrievance(session.user.id, body) }, { status: 201 }),
);

export const GET = defineRoute(
  {
    summary: "The buyer's own grievances with the shop's replies.",
    auth: 'session',
    response: grievanceListAnswerSchema,
    signInMessage,
  },
  async (_request, { session }) => privateJson({ grievances: await listOwnGrievances(session.user.id) }),
);
