import { apiRoute, privateJson } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { notFound } from '@/lib/server/errors/domain-error';
import { isOutboxActive } from '@/lib/server/mail/mail-mode';
import { mailboxKeyMatches, mailboxKeyOf } from '@/lib/server/mail/mailbox-key';
import { listKeptMessages } from '@/lib/server/messaging';
import { outboxQuerySchema } from '@/lib/shared/schemas/auth-schema';

export const dynamic = 'force-dynamic';

/**
 * The kept messages of every channel (mail, SMS, WhatsApp), newest first. Exists only while mail is kept
 * instead of delivered (no SMTP_URL), and only for the holder of the mailbox key: without it the answer is the
 * same 404 as when mail is delivered. `?to=` is a mail address or a phone number in any accepted form.
 */
export const GET = apiRoute(async (request) => {
  const { searchParams } = request.nextUrl;
  if (!isOutboxActive() || !mailboxKeyMatches(mailboxKeyOf(searchParams, request.headers))) throw notFound('Not found');
  const { to } = parseSearchParams(outboxQuerySchema, searchParams);
  const messages = await listKeptMessages({ to });
  // Login codes: never kept by any cache.
  return privateJson({
    messages: messages.map((message) =>
      message.channel === 'mail'
        ? {
            channel: message.channel,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            buttons: message.buttons,
            created_at: message.created_at,
          }
        : {
            channel: message.channel,
            to: message.to,
            template: message.template,
            text: message.text,
            buttons: message.buttons,
            status: message.status,
            provider_message_id: message.provider_message_id,
            created_at: message.created_at,
          },
    ),
  });
});
