// The outbox of every channel, newest first: the kept mail and the SMS and WhatsApp messages, each item naming
// its channel, for GET /api/dev/outbox and /dev/mailbox (whose access rules stay the mail outbox's).
import 'server-only';
import type { MessageButton } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail';
import { listPhoneOutbox } from './phone-outbox';

export type KeptMessage =
  | {
      channel: 'mail';
      id: number;
      to: string;
      subject: string;
      text: string;
      html: string;
      buttons: MessageButton[];
      created_at: string;
    }
  | {
      channel: 'sms' | 'whatsapp';
      id: number;
      to: string;
      template: string;
      text: string;
      buttons: MessageButton[];
      status: string;
      provider_message_id: string | null;
      created_at: string;
    };

/** `to`: a mail address or a phone number in any accepted form; each channel matches what it can. */
export async function listKeptMessages(filter: { to?: string } = {}): Promise<KeptMessage[]> {
  const [mail, phone] = await Promise.all([listOutbox(filter), listPhoneOutbox(filter)]);
  const all: KeptMessage[] = [
    ...mail.map((message) => ({ channel: 'mail' as const, ...message, buttons: [] })),
    ...phone,
  ];
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
