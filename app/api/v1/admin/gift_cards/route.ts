// A goodwill gift card the owner gives by hand (refunds permission, recent password, audited, mailed).
import { json } from '@/lib/server/http/route';
import { issueGiftCardByHand } from '@/lib/server/gift-cards';
import { adminGiftCardBodySchema, adminGiftCardIssuedSchema } from '@/lib/shared/schemas/gift-card-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';

export const POST = defineRoute(
  {
    summary: 'Issues a gift card by hand (refunds permission, recent password); its code is answered once.',
    auth: { permission: 'refunds' },
    body: adminGiftCardBodySchema,
    status: 201,
    errors: [ADMIN.reauthRequired],
    response: adminGiftCardIssuedSchema,
  },
  async (_request, { actor, body }) => json({ gift_card: await issueGiftCardByHand(actor, body) }, { status: 201 }),
);
