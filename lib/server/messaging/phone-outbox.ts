// The SMS and WhatsApp messages the shop kept or sent, newest first: beside the kept mail in the outbox
// (GET /api/dev/outbox, /dev/mailbox), for people and tests while the sandboxes stand in.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { outboundMessages, type MessageButton } from '@/lib/server/db/schema';
import { normalizeIndianMobile } from '@/lib/shared/phone';

export type PhoneOutboxMessage = {
  id: number;
  channel: 'sms' | 'whatsapp';
  to: string;
  template: string;
  text: string;
  buttons: MessageButton[];
  status: string;
  provider_message_id: string | null;
  created_at: string;
};

const PAGE_SIZE = 50;

/** Every message, or those to one number (`to` in any accepted form; anything else matches none). */
export async function listPhoneOutbox(filter: { to?: string } = {}): Promise<PhoneOutboxMessage[]> {
  const phone = filter.to === undefined ? undefined : normalizeIndianMobile(filter.to);
  if (phone === null) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(phone ? eq(outboundMessages.toPhone, phone) : undefined)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.toPhone,
    template: row.template,
    text: row.text,
    buttons: row.buttons,
    status: row.status,
    provider_message_id: row.providerMessageId,
    created_at: row.createdAt.toISOString(),
  }));
}
