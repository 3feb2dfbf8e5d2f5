// A nodemailer transport that keeps each message in mail_outbox instead of delivering it.
import 'server-only';
import type { SentMessageInfo, Transport } from 'nodemailer';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const sent = (messageId: string, to: string[]): SentMessageInfo => ({ messageId, envelope: { from: false, to } });

export function outboxTransport(): Transport<SentMessageInfo> {
  return {
    name: 'outbox',
    version: '1',
    send(mail, callback) {
      const { to, subject, text, html } = mail.data;
      const recipient = asText(to);
      if (!recipient) {
        callback(new Error('The outbox transport takes one plain recipient address'), sent('', []));
        return;
      }
      getDb()
        .then((db) =>
          db
            .insert(mailOutbox)
            .values({ to: recipient, subject: asText(subject), text: asText(text), html: asText(html) })
            .returning({ id: mailOutbox.id }),
        )
        .then(([row]) => callback(null, sent(`outbox-${row.id}`, [recipient])))
        .catch((error: Error) => callback(error, sent('', [])));
    },
  };
}
