// What a buyer's WhatsApp reply does. The webhook (lib/server/whatsapp-webhook) stores each inbound message
// once and hands it here; the shop's message it answers is the outbound message whose provider_message_id is
// `contextMessageId`. STOP/START and the COD buttons: apply-reply.ts.
import 'server-only';
export { applyWhatsAppReply } from './apply-reply';
