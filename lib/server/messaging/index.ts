// SMS and WhatsApp: sending (sendSms, sendWhatsApp), the templates, which provider runs, delivery statuses
// and the kept messages.
import 'server-only';
export { sendSms, sendWhatsApp } from './send-message';
export type { TemplateVars, WhatsAppTemplateName } from './templates';
export { applyDeliveryStatus, type DeliveryStatus } from './delivery-status';
export { listKeptMessages } from './kept-messages';
export { isWhatsAppSandboxOpen, whatsAppAppSecret, whatsAppVerifyToken } from './messaging-config';
