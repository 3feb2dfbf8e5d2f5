import { apiRoute, privateJson } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { notFound } from '@/lib/server/errors/domain-error';
import { isOutboxActive } from '@/lib/server/mail/mail-mode';
import { mailboxKeyMatches, mailboxKeyOf } from '@/lib/server/mail/mailbox-key';
import { listOutbox } from '@/lib/server/mail/outbox';
import { outboxQuerySchema } from '@/lib/shared/schemas/auth-schema';

export const dynamic = 'force-dynamic';

/**
 * The kept mail, newest first. Exists only while mail is kept instead of delivered (no SMTP_URL), and only
 * for the holder of the mailbox key: without it the answer is the same 404 as when mail is delivered.
 */
export const GET = apiRoute(async (request) => {
  const { searchParams } = request.nextUrl;
  if (!isOutboxActive() || !mailboxKeyMatches(mailboxKeyOf(searchParams, request.headers))) throw notFound('Not found');
  const { to } = parseSearchParams(outboxQuerySchema, searchParams);
  const messages = await listOutbox({ to });
  // Login codes: never kept by any cache.
  return privateJson({
    messages: messages.map(({ to, subject, text, html, created_at }) => ({ to, subject, text, html, created_at })),
  });
});
