import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { resendFailedMail } from '@/lib/server/mail/mail-admin';

type Params = { id: string };

/** A mail marked failed after every try: queued again with fresh tries and sent now. */
export const POST = adminRoute<Params>(async (_request, { params, actor }) =>
  json({ mail: await resendFailedMail(actor, pathId(params.id, 'Mail')) }),
);
