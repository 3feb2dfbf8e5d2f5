// What a buyer's WhatsApp reply does. The webhook (lib/server/whatsapp-webhook) stores each inbound message
// once and hands it here; the shop's message it answers is the outbound message whose provider_message_id is
// `contextMessageId`.
import 'server-only';

export type WhatsAppReply = {
  /** Meta's id of the inbound message (wamid…). */
  messageId: string;
  /** +91XXXXXXXXXX */
  from: string;
  text: string | null;
  /** The id of the reply button tapped (e.g. cod_confirm), or null for typed text. */
  buttonId: string | null;
  contextMessageId: string | null;
};

/**
 * Replies are acted on by the wa helper (COD confirm/cancel, STOP/START): until then every reply is kept and
 * answered 'ignored'.
 */
export async function applyWhatsAppReply(reply: WhatsAppReply): Promise<string> {
  void reply;
  return 'ignored';
}
