// The WhatsApp webhook (Meta's subscription check, signed notifications: replies and delivery statuses) and
// the sandbox's stand-in for a buyer's reply. Apart from lib/server/messaging so that the replies module may
// send messages without an import cycle.
import 'server-only';
export { handleWhatsAppWebhook, verifyWhatsAppSubscription } from './whatsapp-webhook';
export { assertWhatsAppSandbox, sendSandboxReply, type SandboxReplyCaller } from './sandbox-reply';
export { WHATSAPP_SIGNATURE_HEADER, signWhatsAppBody } from './whatsapp-signature';
