// A nodemailer transport that keeps each message in mail_outbox instead of delivering it.
import 'server-only';
import type { SentMessageInfo, Transport } from 'nodemailer';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Plain string headers only (what OutgoingMail carries); anything else is not ours to keep. */
const asHeaders = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
const sent = (messageId: string, to: string[]): SentMessageInfo => ({ messageId, envelope: { from: false, to } });

export function outboxTransport(): Transport<SentMessageInfo> {
  return {
    name: 'outbox',
    version: '1',
    send(mail, callback) {
      const { to, subject, text, html, headers } = mail.data;
      const recipient = asText(to);
      if (!recipient) {
        callback(new Error('The outbox transport takes one plain recipient address'), sent('', []));
        return;
      }
      getDb()
        .then((db) =>
          db
            .insert(mailOutbox)
            .values({
              to: recipient,
              subject: asText(subject),
              text: asText(text),
              html: asText(html),
              headers: asHeaders(headers),
            })
            .returning({ id: mailOutbox.id }),
        )
        .then(([row]) => callback(null, sent(`outbox-${row.id}`, [recipient])))
        .catch((error: Error) => callback(error, sent('', [])));
    },
  };
}
