// The one way the app sends mail. Through SMTP when SMTP_URL is set, otherwise into the outbox table and
// onto the server console. In production the console line carries only the recipient and the subject
// without secrets: logs are read by more people, and kept longer, than the codes are valid.
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { getShopSettings } from '@/lib/server/settings';
import type { OutgoingMail } from './mail-content';
import { isOutboxActive, smtpUrl } from './mail-mode';
import { outboxTransport } from './outbox-transport';
import { taxDocumentPdf } from '@/lib/server/invoices';
import { processEnv } from '@/server-runtime/environment.cjs';

const FALLBACK_FROM = 'no-reply@localhost';

let transporter: { key: string; transport: Transporter } | undefined;

function currentTransporter(): Transporter {
  const url = smtpUrl();
  const key = url ?? 'outbox';
  if (transporter?.key === key) return transporter.transport;
  const transport: Transporter = url ? nodemailer.createTransport(url) : nodemailer.createTransport(outboxTransport());
  transporter = { key, transport };
  return transport;
}

/** MAIL_FROM when set; otherwise the shop's own contact address under the shop's name. */
async function fromAddress(): Promise<{ name: string; address: string }> {
  const settings = await getShopSettings();
  const address = processEnv().MAIL_FROM?.trim() || settings.contact.email || FALLBACK_FROM;
  return { name: settings.company.name, address };
}

/** The console line of a message kept in the outbox (without secrets in production). */
export function logOutboxMail(mail: OutgoingMail): void {
  if (process.env.NODE_ENV === 'production') {
    console.info(`[mail] mail to ${mail.to}: ${mail.logSubject} (kept in the outbox, not delivered)`);
  } else {
    console.info(`[mail] mail to ${mail.to}: ${mail.subject} (kept in the outbox, not delivered)\n${mail.text}\n`);
  }
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  await currentTransporter().sendMail({
    from: await fromAddress(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    // Drawn now from the kept document; a document that is gone is left out rather than holding the mail back.
    attachments: await Promise.all(
      (mail.attachments ?? []).map(async (ref) => ({
        filename: ref.filename,
        content: await taxDocumentPdf(ref.taxDocumentId),
        contentType: 'application/pdf',
      })),
    ),
  });
  if (isOutboxActive()) logOutboxMail(mail);
}
