import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { resendFailedMail } from '@/lib/server/mail/mail-admin';
import { defineRoute } from '@/lib/server/http/define-route';
import { mailAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** A mail marked failed after every try: queued again with fresh tries and sent now. */
export const POST = defineRoute(
  { summary: 'Sends a failed mail again.', auth: { permission: 'orders' }, response: mailAnswerSchema },
  async (_request, { params, actor }) => json({ mail: await resendFailedMail(actor, pathId(params.id, 'Mail')) }),
);
