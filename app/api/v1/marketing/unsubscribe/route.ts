// The unsubscribe link of marketing mail. POST is RFC 8058's one-click unsubscribe (mail clients send it with
// the List-Unsubscribe-Post body; the signed token is the authority, no session). GET, which link scanners
// follow, only shows a page whose button sends that POST.
import type { NextRequest } from 'next/server';
import { apiRoute, json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { escapeHtml } from '@/lib/server/html';
import { checkUnsubscribeToken, unsubscribe } from '@/lib/server/marketing';
import { unsubscribeQuerySchema } from '@/lib/shared/schemas/marketing-schema';
import { MARKETING_MESSAGES as M } from '@/lib/shared/messages/marketing';

function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

const wantsPage = (request: NextRequest) => (request.headers.get('accept') ?? '').includes('text/html');

export const GET = apiRoute(async (request) => {
  const { token } = parseSearchParams(unsubscribeQuerySchema, request.nextUrl.searchParams);
  checkUnsubscribeToken(token);
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    M.confirmHeading,
    `<p>${escapeHtml(M.confirmLine)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.5rem 1.2rem">${escapeHtml(M.confirmButton)}</button></form>`,
  );
});

export const POST = apiRoute(async (request) => {
  const { token } = parseSearchParams(unsubscribeQuerySchema, request.nextUrl.searchParams);
  const answer = await unsubscribe(token);
  return wantsPage(request) ? page(answer.message, '') : json(answer);
});
