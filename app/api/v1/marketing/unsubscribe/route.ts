// The unsubscribe link of marketing mail. POST is RFC 8058's one-click unsubscribe (mail clients send it with
// the List-Unsubscribe-Post body; the signed token is the authority, no session). GET, which link scanners
// follow, only shows a page whose button sends that POST.
import type { NextRequest } from 'next/server';
import { json } from '@/lib/server/http/route';
import { escapeHtml } from '@/lib/server/html';
import { checkUnsubscribeToken, unsubscribe, unsubscribePage as page } from '@/lib/server/marketing';
import { unsubscribeQuerySchema } from '@/lib/shared/schemas/marketing-schema';
import { MARKETING_MESSAGES as M } from '@/lib/shared/messages/marketing';
import { defineRoute } from '@/lib/server/http/define-route';
import { MARKETING_ERROR_CODES as MARKETING } from '@/lib/shared/error-codes/marketing-error-codes';
import { messageSchema } from '@/lib/shared/schemas/response-schema';

const wantsPage = (request: NextRequest) => (request.headers.get('accept') ?? '').includes('text/html');

export const GET = defineRoute(
  {
    summary: "A marketing mail's unsubscribe link: a page asking to confirm (it changes nothing by itself).",
    auth: 'none',
    query: unsubscribeQuerySchema,
    response: { media: 'text/html' },
    errors: [MARKETING.invalidUnsubscribe],
  },
  async (_request, { query }) => {
    const { token } = query;
    checkUnsubscribeToken(token);
    const action = `?token=${encodeURIComponent(token)}`;
    return page(
      M.confirmHeading,
      `<p>${escapeHtml(M.confirmLine)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" class="button">${escapeHtml(M.confirmButton)}</button></form>`,
    );
  },
);

export const POST = defineRoute(
  {
    summary: 'One-click unsubscribe (RFC 8058): withdraws the consent to marketing mail of the signed token.',
    auth: 'none',
    query: unsubscribeQuerySchema,
    errors: [MARKETING.invalidUnsubscribe],
    response: messageSchema,
    alternate: { media: 'text/html' },
  },
  async (request, { query }) => {
    const { token } = query;
    const answer = await unsubscribe(token);
    return wantsPage(request) ? page(answer.message, '') : json(answer);
  },
);
