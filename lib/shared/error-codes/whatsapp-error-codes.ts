/** Why the WhatsApp webhook refuses a call: Meta's subscription check or a delivery that is not Meta's. */
export const WHATSAPP_ERROR_CODES = {
  verifyFailed: 'WHATSAPP_VERIFY_FAILED',
  badSignature: 'WHATSAPP_BAD_SIGNATURE',
  invalidPayload: 'WHATSAPP_INVALID_PAYLOAD',
} as const;
